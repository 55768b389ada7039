import type { RouteObject } from 'react-router';
import type { TRouteHandle } from '../../../app/route-handle';

const handle = (value: TRouteHandle) => value;

/** The contest pages of the back office (spec §2 admin contest, contestJudge; lazy, under /admin), each path a pattern of ADMIN_ROUTES. */
export const admCntstRoutes: RouteObject[] = [
  { path: 'contest', lazy: async () => ({ Component: (await import('./routes/contest-list-page')).ContestListPage }) },
  {
    path: 'contest/write',
    handle: handle({ crumbKey: 'admCntst.writeTitle', menuUrl: '/admin/contest' }),
    lazy: async () => ({ Component: (await import('./routes/contest-write-page')).ContestWritePage }),
  },
  {
    path: 'contest/:cntstId',
    handle: handle({ crumbKey: 'admCntst.editTitle', menuUrl: '/admin/contest' }),
    lazy: async () => ({ Component: (await import('./routes/contest-write-page')).ContestEditPage }),
  },
  {
    path: 'contest/:cntstId/entries',
    handle: handle({ crumbKey: 'admCntst.entriesTitle', menuUrl: '/admin/contest' }),
    lazy: async () => ({ Component: (await import('./routes/contest-entries-page')).ContestEntriesPage }),
  },
  { path: 'contestJudge', lazy: async () => ({ Component: (await import('./routes/judge-list-page')).JudgeListPage }) },
  {
    path: 'contestJudge/:cntstId',
    handle: handle({ crumbKey: 'admCntst.judge.sheetTitle', menuUrl: '/admin/contestJudge' }),
    lazy: async () => ({ Component: (await import('./routes/judge-sheet-page')).JudgeSheetPage }),
  },
];
