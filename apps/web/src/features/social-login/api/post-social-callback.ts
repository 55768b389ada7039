import { socialLoginPaths, type socialLoginApi, type TLoginProvider, type TSocialCallbackRequest } from '@portal/contract';
import { apiClient } from '../../../lib/api';

const socialLoginClient = apiClient<typeof socialLoginApi>(socialLoginPaths);

/** POST /icec/api/login/oauth/{provider}/callback (spec §2 login callbacks): what the provider returned, with the state. */
export const postSocialCallback = (provider: TLoginProvider, body: TSocialCallbackRequest) => socialLoginClient.callback({ params: { provider }, body });
