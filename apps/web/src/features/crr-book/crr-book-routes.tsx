import type { RouteObject } from 'react-router';
import type { TRouteHandle } from '../../app/route-handle';

const handle = (value: TRouteHandle) => value;

/** Public pages of this feature (lazy), each path a pattern of the contract's PUBLIC_ROUTES. */
export const crrBookRoutes: RouteObject[] = [
  {
    path: 'infoGd/crrBook',
    handle: handle({ crumbKey: 'crrBook.title' }),
    lazy: async () => ({ Component: (await import('./routes/crr-book-list-page')).CrrBookListPage }),
  },
  {
    path: 'infoGd/crrBook/:crrBookId',
    handle: handle({ crumbKey: 'crrBook.title', ownHeading: true }),
    lazy: async () => ({ Component: (await import('./routes/crr-book-detail-page')).CrrBookDetailPage }),
  },
];
