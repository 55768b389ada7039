import type { RouteObject } from 'react-router';
import type { TRouteHandle } from '../../app/route-handle';

const handle = (value: TRouteHandle) => value;

/**
 * Lazy page routes of this feature; each path is a pattern of the contract's route table. The
 * location bar gives each page its h1 (the menu's name for my info, the crumb key otherwise).
 */
export const memberRoutes: RouteObject[] = [
  {
    path: 'login/findId',
    handle: handle({ crumbKey: 'member.findId.title' }),
    lazy: async () => ({ Component: (await import('./routes/find-id-page')).FindIdPage }),
  },
  {
    path: 'login/findPswd',
    handle: handle({ crumbKey: 'member.findPswd.title' }),
    lazy: async () => ({ Component: (await import('./routes/find-pswd-page')).FindPswdPage }),
  },
  {
    path: 'login/trmsReAgre',
    handle: handle({ crumbKey: 'member.trmsReAgre.title' }),
    lazy: async () => ({ Component: (await import('./routes/trms-re-agre-page')).TrmsReAgrePage }),
  },
  {
    path: 'login/pswdChg',
    handle: handle({ crumbKey: 'member.pswdChg.title' }),
    lazy: async () => ({ Component: (await import('./routes/pswd-chg-page')).PswdChgPage }),
  },
  {
    path: 'myPage/myInfo',
    handle: handle({ crumbKey: 'member.myInfo.title' }),
    lazy: async () => ({ Component: (await import('./routes/my-info-page')).MyInfoPage }),
  },
];
