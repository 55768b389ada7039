import { useTranslation } from '../../../lib/i18n';
import { FormField, Input } from '../../../components/form';
import '../../../lib/catalogues/join-catalogue';

/** Name and birth date from the identity verification: shown, never edited (SECURITY 15). */
export function VerifiedIdentityFields({ userNm, brdt }: { userNm: string; brdt: string }) {
  const { t } = useTranslation();
  return (
    <>
      <FormField label={t('join.form.userNm')} hint={t('join.form.verified')}>
        <Input value={userNm} readOnly />
      </FormField>
      <FormField label={t('join.form.brdt')} hint={t('join.form.verified')}>
        <Input value={brdt} readOnly />
      </FormField>
    </>
  );
}
