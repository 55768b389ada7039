import type { RouteObject } from 'react-router';
import type { TRouteHandle } from '../../app/route-handle';
import { indexRedirect } from '../../lib/index-redirect';

const handle = (crumb: string): TRouteHandle => ({ crumbKey: `join.crumb.${crumb}` });

const agreeDetail = (path: string, trgtCd: 'SVC' | 'MAJUON', index: number, backTo: string): RouteObject => ({
  path,
  handle: handle('agreeDetail'),
  lazy: async () => {
    const { AgreeDetailPage } = await import('./routes/agree-detail-page');
    return { Component: () => <AgreeDetailPage trgtCd={trgtCd} index={index} backTo={backTo} /> };
  },
});

/** Lazy page routes of this feature; each path is a pattern of the contract's route table (spec §2 member join). */
export const joinRoutes: RouteObject[] = [
  {
    path: 'mbrJoin',
    children: [
      indexRedirect('/mbrJoin/join'),
      { path: 'join', handle: handle('join'), lazy: async () => ({ Component: (await import('./routes/join-page')).JoinPage }) },
      agreeDetail('agreeDetail1', 'SVC', 0, '/mbrJoin/join'),
      agreeDetail('agreeDetail2', 'SVC', 1, '/mbrJoin/join'),
      agreeDetail('agreeDetailMajuon1', 'MAJUON', 0, '/mbrJoin/joinMajuon'),
      agreeDetail('agreeDetailMajuon2', 'MAJUON', 1, '/mbrJoin/joinMajuon'),
      { path: 'nice', handle: handle('nice'), lazy: async () => ({ Component: (await import('./routes/nice-page')).NicePage }) },
      {
        path: 'niceCallback',
        handle: handle('niceCallback'),
        lazy: async () => ({ Component: (await import('./routes/nice-callback-page')).NiceCallbackPage }),
      },
      {
        path: 'mbrJoinWrite',
        handle: handle('write'),
        lazy: async () => ({ Component: (await import('./routes/mbr-join-write-page')).MbrJoinWritePage }),
      },
      {
        path: 'mbrJoinCmptnView',
        handle: handle('complete'),
        lazy: async () => ({ Component: (await import('./routes/join-complete-page')).JoinCompletePage }),
      },
      { path: 'joinMajuon', handle: handle('majuon'), lazy: async () => ({ Component: (await import('./routes/join-majuon-page')).JoinMajuonPage }) },
      {
        path: 'majuonMbrJoinWrite',
        handle: handle('majuonWrite'),
        lazy: async () => ({ Component: (await import('./routes/majuon-join-write-page')).MajuonJoinWritePage }),
      },
      { path: 'admWrite', handle: handle('admWrite'), lazy: async () => ({ Component: (await import('./routes/adm-write-page')).AdmWritePage }) },
    ],
  },
];
