import type { RouteObject } from 'react-router';
import type { TRouteHandle } from '../../app/route-handle';

const handle = (value: TRouteHandle) => value;

/** The menu the library sits under (정보 안내 > 콘텐츠 자료실, seeded by the contents module). */
export const CONTS_MENU_URL = '/infoGd/conts';

/**
 * The public contents library (issue 20), lazy, each path a pattern of the contract's
 * PUBLIC_ROUTES; /infoGd is a public prefix (spec §6): guests read published contents.
 */
export const contsRoutes: RouteObject[] = [
  {
    path: 'infoGd/conts',
    handle: handle({ crumbKey: 'conts.title', menuUrl: CONTS_MENU_URL }),
    lazy: async () => ({ Component: (await import('./routes/conts-list-page')).ContsListPage }),
  },
  {
    path: 'infoGd/conts/:contsId',
    handle: handle({ crumbKey: 'conts.title', menuUrl: CONTS_MENU_URL, ownHeading: true }),
    lazy: async () => ({ Component: (await import('./routes/conts-detail-page')).ContsDetailPage }),
  },
];
