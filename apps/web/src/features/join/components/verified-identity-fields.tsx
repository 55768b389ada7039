import { useTranslation } from '../../../lib/i18n';
import '../../../lib/catalogues/join-catalogue';

/** Name and birth date from the identity verification: shown as text, never as inputs (SECURITY 15). */
export function VerifiedIdentityFields({ userNm, brdt }: { userNm: string; brdt: string }) {
  const { t } = useTranslation();
  return (
    <div className="join-identity">
      <dl className="join-identity__list">
        <div className="join-identity__row">
          <dt>{t('join.form.userNm')}</dt>
          <dd>{userNm}</dd>
        </div>
        <div className="join-identity__row">
          <dt>{t('join.form.brdt')}</dt>
          <dd>
            <time dateTime={brdt}>{brdt}</time>
          </dd>
        </div>
      </dl>
      <p className="join-identity__note">{t('join.form.verified')}</p>
    </div>
  );
}
