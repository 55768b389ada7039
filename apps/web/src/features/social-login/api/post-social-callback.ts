import type { TLoginProvider, TSocialCallbackRequest, TSocialCallbackResponse } from '@portal/contract';
import { api } from '../../../lib/api';

/** POST /icec/api/login/oauth/{provider}/callback (spec §2 login callbacks): what the provider returned, with the state. */
export const postSocialCallback = (provider: TLoginProvider, body: TSocialCallbackRequest) =>
  api.post<TSocialCallbackResponse>(`/icec/api/login/oauth/${provider}/callback`, { body });
