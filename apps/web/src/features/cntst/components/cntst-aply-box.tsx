import { CNTST_MESSAGES as M, type TCntstPubView } from '@portal/contract';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { loginPathFor } from '../../../lib/login-path';
import { useRealmLoginUser } from '../../../lib/login-user/login-user-store';
import { cntstPath, cntstWritePath, formatPeriod, MY_ENTRIES_PATH } from '../cntst-format';

/** Why the caller may not enter now (the server decides again on sending); null when they may. */
export function refusalOf(view: TCntstPubView, loggedIn: boolean): string | null {
  if (!loggedIn) return M.loginRequired;
  if (!view.eligible) return M.notEligible;
  if (view.phase !== 'APLY') return M.notInPeriod;
  if (view.myEntryCnt >= view.aplyLimitCnt) return M.limitReached(view.aplyLimitCnt);
  return view.canEnter ? null : M.notInPeriod;
}

/**
 * Entering the contest: the button to the entry form, or why not: a guest is offered the login
 * that comes back here; a member who may not enter is told why (not eligible, not within the
 * entry period, the limit reached).
 */
export function CntstAplyBox({ view }: { view: TCntstPubView }) {
  const { t } = useTranslation();
  const user = useRealmLoginUser('USER');
  const refusal = refusalOf(view, Boolean(user));

  return (
    <section className="cntst-aply" aria-labelledby="cntst-aply-title">
      <h2 id="cntst-aply-title">{t('cntst.aply.title')}</h2>
      <p>
        {t('cntst.aplyPeriod')}: {formatPeriod(view.aplyBgngDt, view.aplyEndDt)}
      </p>
      {user && view.eligible && <p>{t('cntst.aply.mine', { count: view.myEntryCnt, limit: view.aplyLimitCnt })}</p>}
      {refusal && <p role="note">{refusal}</p>}
      <div className="cntst__actions">
        {!user && (
          <Link className="btn btn--primary" to={loginPathFor(cntstPath(view.cntstId))}>
            {t('cntst.aply.login')}
          </Link>
        )}
        {refusal === null && (
          <Link className="btn btn--primary" to={cntstWritePath(view.cntstId)}>
            {t('cntst.aply.button')}
          </Link>
        )}
        {user && view.myEntryCnt > 0 && (
          <Link className="btn btn--secondary" to={MY_ENTRIES_PATH}>
            {t('cntst.aply.toMine')}
          </Link>
        )}
      </div>
    </section>
  );
}
