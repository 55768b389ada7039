import type { ZSessionExtendResponse } from '@portal/contract';
import type { z } from 'zod';
import { api } from '../api';
import { LOGIN_REALMS, type TLoginRealm } from './realm';

export type TSessionExtendResponse = z.infer<typeof ZSessionExtendResponse>;

/**
 * POST {/icec/api|/api}/login/extend (spec §4 extend): the server renews the idle deadline from the
 * time of the call. Here rather than in features/auth because lib never imports a feature.
 */
export const extendSession = (realm: TLoginRealm) => api.post<TSessionExtendResponse>(`${LOGIN_REALMS[realm].apiPrefix}/login/extend`);
