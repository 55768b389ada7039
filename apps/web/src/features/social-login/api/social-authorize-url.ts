import type { TLoginProvider } from '@portal/contract';
import { toSafeRedirectPath } from '../../../lib/api';

/**
 * GET /icec/api/login/oauth/{provider}/authorize: a full navigation (not a fetch) that leaves for
 * the provider. The server checks redirectUrl again (SECURITY 5).
 */
export function socialAuthorizeUrl(provider: TLoginProvider, redirectUrl?: string): string {
  const url = `/icec/api/login/oauth/${provider}/authorize`;
  return redirectUrl ? `${url}?${new URLSearchParams({ redirectUrl: toSafeRedirectPath(redirectUrl) }).toString()}` : url;
}
