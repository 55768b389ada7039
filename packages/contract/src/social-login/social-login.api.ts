import { defineApi } from '../common/api.js';
import { socialLoginPaths } from './social-login.paths.js';
import {
  ZSocialAuthorizeQuery,
  ZSocialCallbackRequest,
  ZSocialCallbackResponse,
  ZSocialPendingResponse,
  ZSocialProviderParams,
  ZSocialProvidersResponse,
} from './social.schema.js';

export const socialLoginApi = defineApi(socialLoginPaths, {
  providers: { response: ZSocialProvidersResponse },
  // a navigation that ends in a redirect to the provider (no JSON)
  authorize: { params: ZSocialProviderParams, query: ZSocialAuthorizeQuery },
  callback: { params: ZSocialProviderParams, body: ZSocialCallbackRequest, response: ZSocialCallbackResponse },
  pending: { response: ZSocialPendingResponse },
});
