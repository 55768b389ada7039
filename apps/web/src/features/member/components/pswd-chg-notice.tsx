import { lazy, Suspense, useReducer } from 'react';
import { useRealmLoginUser } from '../../../lib/login-user/login-user-store';
import { PSWD_CHG_NOTICE_KEY } from '../../../lib/login-user/login-storage-keys';

// loaded only when due, so the public first load does not carry the password form
const PswdChgPopup = lazy(async () => ({ default: (await import('./pswd-chg-popup')).PswdChgPopup }));

/**
 * The password-change popup after a login whose password is due for a change (loginUserInfo
 * pswdChgNeedYn). The login page raises the flag in sessionStorage; closing the popup drops it,
 * so it shows once per login, on whatever page the login led to.
 */
export function PswdChgNotice() {
  const user = useRealmLoginUser('USER');
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  if (!user || sessionStorage.getItem(PSWD_CHG_NOTICE_KEY) !== 'Y') return null;
  const close = () => {
    sessionStorage.removeItem(PSWD_CHG_NOTICE_KEY);
    refresh();
  };
  return (
    <Suspense fallback={null}>
      <PswdChgPopup open onClose={close} />
    </Suspense>
  );
}
