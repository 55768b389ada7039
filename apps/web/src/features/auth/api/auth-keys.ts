import { authAdminPaths, authPaths, myInfoPaths, type authAdminApi, type authApi, type myInfoApi } from '@portal/contract';
import { apiClient } from '../../../lib/api';

/** The user realm's login calls (decision 014). */
export const authClient = apiClient<typeof authApi>(authPaths);
/**
 * The admin realm's login calls. Called as they are, the login state answers follow spec §6: the
 * client sends them to /icec/api/ unless an administrator is saved in the browser.
 */
export const authAdminClient = apiClient<typeof authAdminApi>(authAdminPaths);
/** The admin login screens' calls, made before any administrator is saved: always the admin realm. */
export const adminLoginClient = apiClient<typeof authAdminApi>(authAdminPaths, { adminRealm: true });
export const adminPswdChgClient = apiClient<typeof myInfoApi>(myInfoPaths, { adminRealm: true });

/** Query keys of the auth feature. */
export const authKeys = {
  all: ['auth'] as const,
  loginUserInfo: () => [...authKeys.all, 'loginUserInfo'] as const,
  adminIsLogin: () => ['admAccess', 'isLogin'] as const,
};
