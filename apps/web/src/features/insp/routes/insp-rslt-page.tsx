import { recordIdOf } from '@portal/contract';
import { Link, useLocation, useSearchParams } from 'react-router';
import { NotFoundPage } from '../../../app/routes/not-found-page';
import { useTranslation } from '../../../lib/i18n';
import { loginPathFor } from '../../../lib/login-path';
import { useRealmLoginUser } from '../../../lib/login-user/login-user-store';
import { RsltDetail } from '../rslt/rslt-detail';
import { RsltList } from '../rslt/rslt-list';
import '../insp-catalogue';
import '../insp.css';
import '../rslt/rslt.css';

/**
 * /crrInsp/crrInspRslt (spec §2, issue 16): the caller's results per test; `?sheetId=` one result
 * with its charts, text and report, `&cmp=` side by side with another attempt. The address is public
 * (spec §6 /crrInsp), the results are a member's: a guest is offered the login, coming back here.
 */
export function InspRsltPage() {
  const { t } = useTranslation();
  const user = useRealmLoginUser('USER');
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const sheetId = recordIdOf(params.get('sheetId'));
  const cmpId = recordIdOf(params.get('cmp'));

  if (!user) {
    return (
      <div className="insp rslt-login">
        <p>{t('insp.rslt.loginText')}</p>
        <Link className="btn btn--primary" to={loginPathFor(pathname + search)}>
          {t('insp.rslt.login')}
        </Link>
      </div>
    );
  }
  if (params.has('sheetId') && sheetId === undefined) return <NotFoundPage />;
  return (
    <div className="insp">
      {sheetId === undefined ? <RsltList /> : <RsltDetail key={sheetId} sheetId={sheetId} cmpId={cmpId === sheetId ? null : (cmpId ?? null)} />}
    </div>
  );
}
