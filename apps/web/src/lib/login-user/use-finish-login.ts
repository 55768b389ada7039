import type { TLoginProcResponse } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toSafeRedirectPath } from '../api';
import { completeLogin } from './login-user-store';
import { LOGIN_REDIRECT_KEY, LOGIN_STEP_PATHS } from './login-storage-keys';

/** Where the login was headed (saved by the login page; SECURITY 5: a same-origin path, else /main). */
function takeLoginRedirect(): string {
  const saved = sessionStorage.getItem(LOGIN_REDIRECT_KEY);
  sessionStorage.removeItem(LOGIN_REDIRECT_KEY);
  return toSafeRedirectPath(saved);
}

/**
 * After a login step (/login/trmsReAgre, /login/pswdChg, /login/grdnCnst): DONE saves the login user (spec §3),
 * raises the password-change notice when due, as the login page does, and goes where the login
 * was headed; another step goes to its page. Queries are refetched: the menus depend on the login.
 */
export function useFinishLogin() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async ({ step, loginUserInfo }: TLoginProcResponse) => {
    if (step === 'DONE' && loginUserInfo) {
      completeLogin(loginUserInfo);
      await queryClient.invalidateQueries();
      await navigate(takeLoginRedirect(), { replace: true });
    } else if (step !== 'DONE') {
      await navigate(LOGIN_STEP_PATHS[step], { replace: true });
    }
  };
}
