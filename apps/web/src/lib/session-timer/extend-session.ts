import { authAdminPaths, authPaths, type authAdminApi, type authApi } from '@portal/contract';
import { apiClient } from '../api';
import type { TLoginRealm } from './realm';

/** Each realm's own extend call (spec §6 prefixes): /icec/api for the user site, /api for /admin. */
const realmClients = { USER: apiClient<typeof authApi>(authPaths), ADMIN: apiClient<typeof authAdminApi>(authAdminPaths) } as const;

/**
 * POST {/icec/api|/api}/login/extend (spec §4 extend): the server renews the idle deadline from the
 * time of the call. Here rather than in features/auth because lib never imports a feature.
 */
export const extendSession = (realm: TLoginRealm) => realmClients[realm].extend({});
