import { useTranslation } from '../../../lib/i18n';
import '../../../lib/catalogues/join-catalogue';

/** Name and birth date from the identity verification: shown as text, never as inputs (SECURITY 15). */
export function VerifiedIdentityFields({ userNm, brdt }: { userNm: string; brdt: string }) {
  const { t } = useTranslation();
  return (
    <div className="join-verified">
      <dl className="join-verified__list">
        <div className="join-verified__row">
          <dt>{t('join.form.userNm')}</dt>
          <dd>{userNm}</dd>
        </div>
        <div className="join-verified__row">
          <dt>{t('join.form.brdt')}</dt>
          <dd>
            <time dateTime={brdt}>{brdt}</time>
          </dd>
        </div>
      </dl>
      <p className="join-verified__note">{t('join.form.verified')}</p>
    </div>
  );
}
