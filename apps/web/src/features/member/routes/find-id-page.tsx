import { useTranslation } from '../../../lib/i18n';
import { Link, useSearchParams } from 'react-router';
import { IdentityVerifyButton } from '../../../components/identity-verify/identity-verify-button';
import { useFindId } from '../api/find-id';
import '../member.css';
import '../member-catalogue';

/**
 * spec §2 /login/findId: the visitor verifies their identity (FIND_ID) and comes back here with
 * ?vrfcId=, which is exchanged once for the masked ids of their accounts.
 */
export function FindIdPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const vrfcId = params.get('vrfcId');
  const result = useFindId(vrfcId);
  const userIds = result.data?.userIds;

  return (
    <div className="member-page">
      <p className="member-intro">{t('member.findId.intro')}</p>
      {result.isFetching && <p role="status">{t('member.findId.checking')}</p>}
      {userIds && userIds.length > 0 && (
        <section className="member-result" aria-labelledby="find-id-result">
          <h2 id="find-id-result" className="member-section__title">
            {t('member.findId.result')}
          </h2>
          <ul className="member-result__list">
            {userIds.map((userId) => (
              <li key={userId}>{userId}</li>
            ))}
          </ul>
          <p className="member-result__note">{t('member.findId.resultNote')}</p>
        </section>
      )}
      {userIds?.length === 0 && (
        <p className="member-result">
          {t('member.findId.none')} <Link to="/mbrJoin/join">{t('member.goJoin')}</Link>
        </p>
      )}
      <div className="member-actions">
        {(!vrfcId || result.isError || userIds?.length === 0) && (
          <IdentityVerifyButton purposeCd="FIND_ID" returnPath="/login/findId" label={t(vrfcId ? 'member.findId.retry' : 'member.findId.verify')} />
        )}
        <Link to="/login" className="btn btn--primary">
          {t('member.goLogin')}
        </Link>
        <Link to="/login/findPswd" className="btn btn--secondary">
          {t('member.goFindPswd')}
        </Link>
      </div>
    </div>
  );
}
