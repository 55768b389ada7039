import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { sectionOf } from '../../../lib/paging';
import { forgetLoginUser, useLoginUser } from '../../../lib/login-user/login-user-store';
import { authAdminClient } from './auth-keys';

/** POST {/icec/api|/api}/login/isLogin (spec §7); the API client picks the prefix from the saved user type (spec §6). */
export const isLogin = (signal?: AbortSignal) => authAdminClient.isLogin({}, { signal });

/**
 * spec §4: on app start and on each move to another top-level section, a visitor the browser
 * believes logged in is checked with the server; an answer N clears the saved user info.
 */
export function useLoginStateCheck(): void {
  const section = sectionOf(useLocation().pathname);
  const loggedIn = useLoginUser()?.isLogin === 'Y';
  useEffect(() => {
    if (!loggedIn) return;
    const controller = new AbortController();
    isLogin(controller.signal)
      .then((answer) => {
        if (answer.isLogin === 'N') forgetLoginUser();
      })
      // the API client has shown an error answer and logged a network failure (spec §8)
      .catch(() => {});
    return () => controller.abort();
  }, [section, loggedIn]);
}
