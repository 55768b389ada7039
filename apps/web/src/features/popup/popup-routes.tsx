import type { RouteObject } from 'react-router';

/** Admin pages of this feature (lazy, under /admin), each path a pattern of ADMIN_ROUTES. */
export const admPopupRoutes: RouteObject[] = [{ path: 'popup', lazy: async () => ({ Component: (await import('./routes/popup-page')).PopupPage }) }];
