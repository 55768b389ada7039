import { LOGIN_PROVIDERS } from '@portal/contract';
import type { RouteObject } from 'react-router';
import type { TRouteHandle } from '../../app/route-handle';

/** Lazy page routes of this feature; each path is a pattern of the contract's route table. */
export const socialLoginRoutes: RouteObject[] = LOGIN_PROVIDERS.map((provider) => ({
  // spec §2 login callbacks: /login/kakao, /login/naver, /login/google, /login/majuon
  path: `login/${provider}`,
  handle: { crumbKey: `social.buttons.${provider}`, ownHeading: true } satisfies TRouteHandle,
  lazy: async () => {
    const { SocialCallbackPage } = await import('./routes/social-callback-page');
    return { Component: () => <SocialCallbackPage provider={provider} /> };
  },
}));
