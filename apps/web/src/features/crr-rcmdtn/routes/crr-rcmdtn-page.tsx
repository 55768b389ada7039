import { isStudentMbrType } from '@portal/contract';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { loginPathFor } from '../../../lib/login-path';
import { useRealmLoginUser } from '../../../lib/login-user/login-user-store';
import { HowItWorks } from '../components/how-it-works';
import { StudentRcmdtn } from '../components/student-rcmdtn';
import '../crr-rcmdtn-catalogue';
import './crr-rcmdtn.css';

/** A guest: what logging in gives, and the login that comes back here. */
function GuestLogin() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div className="crr-rcmdtn__login">
      <p>{t('crrRcmdtn.guest.login')}</p>
      <Link className="btn btn--primary" to={loginPathFor(pathname)}>
        {t('crrRcmdtn.guest.loginButton')}
      </Link>
    </div>
  );
}

/**
 * /crrRcmdtn/crrRcmdtnDtl (spec §2, issue 16): jobs that fit the student's latest 직업흥미검사 and
 * 직업가치관검사 results. A guest sees how it works and the login (the menu opens the page to
 * guests); a member who is not a student is told the recommendations come from students' results.
 */
export function CrrRcmdtnPage() {
  const { t } = useTranslation();
  const user = useRealmLoginUser('USER');
  const isStudent = user !== null && isStudentMbrType(user.mbrTypeAuthrt);
  return (
    <div className="crr-rcmdtn">
      {user === null && <GuestLogin />}
      {user !== null && !isStudent && <p className="crr-rcmdtn__note">{t('crrRcmdtn.notStudent')}</p>}
      {isStudent && <StudentRcmdtn />}
      <HowItWorks />
    </div>
  );
}
