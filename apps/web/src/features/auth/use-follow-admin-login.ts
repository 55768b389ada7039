import type { TLoginProcResponse } from '@portal/contract';
import { useNavigate } from 'react-router';
import { saveLoginUser } from '../../lib/login-user/login-user-store';

/** The page of each step an admin login may stop at (decision 005). */
const ADMIN_STEP_PATHS = { OTP_ENROLL: '/admin/otpEnroll', PSWD_CHG: '/admin/pswdChg' } as const;

/**
 * After an answer of the admin login, the OTP enrolment or the first password change: a step left
 * opens its page; DONE saves the administrator and opens the dashboard.
 */
export function useFollowAdminLogin() {
  const navigate = useNavigate();
  return ({ step, loginUserInfo }: TLoginProcResponse) => {
    if (step === 'OTP_ENROLL' || step === 'PSWD_CHG') return void navigate(ADMIN_STEP_PATHS[step]);
    if (step === 'DONE' && loginUserInfo) {
      saveLoginUser(loginUserInfo);
      void navigate('/admin/dashboard/view', { replace: true });
    }
  };
}
