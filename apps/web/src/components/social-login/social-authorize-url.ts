import type { TLoginProvider } from '@portal/contract';
import { toSafeRedirectPath } from '../../lib/api';
import { socialLoginClient } from './social-login-client';

/**
 * GET /icec/api/login/oauth/{provider}/authorize: a full navigation (not a fetch) that leaves for
 * the provider. The server checks redirectUrl again (SECURITY 5).
 */
export function socialAuthorizeUrl(provider: TLoginProvider, redirectUrl?: string): string {
  return socialLoginClient.urlOf('authorize', { params: { provider }, query: redirectUrl ? { redirectUrl: toSafeRedirectPath(redirectUrl) } : undefined });
}
