import type { RouteObject } from 'react-router';
import type { TRouteHandle } from '../../../app/route-handle';

const handle = (value: TRouteHandle) => value;
const menuUrl = '/admin/srvy';

/** The survey pages (admin srvy; lazy, under /admin), each path a pattern of ADMIN_ROUTES. */
export const admSrvyRoutes: RouteObject[] = [
  { path: 'srvy', lazy: async () => ({ Component: (await import('./routes/srvy-adm-list-page')).SrvyAdmListPage }) },
  {
    path: 'srvy/write',
    handle: handle({ crumbKey: 'admSrvy.writeTitle', menuUrl }),
    lazy: async () => ({ Component: (await import('./routes/srvy-adm-write-page')).SrvyAdmWritePage }),
  },
  {
    path: 'srvy/:srvyId',
    handle: handle({ crumbKey: 'admSrvy.editTitle', menuUrl }),
    lazy: async () => ({ Component: (await import('./routes/srvy-adm-edit-page')).SrvyAdmEditPage }),
  },
  {
    path: 'srvy/:srvyId/preview',
    handle: handle({ crumbKey: 'admSrvy.previewTitle', menuUrl }),
    lazy: async () => ({ Component: (await import('./routes/srvy-preview-page')).SrvyPreviewPage }),
  },
  {
    path: 'srvy/:srvyId/rslt',
    handle: handle({ crumbKey: 'admSrvy.rslt.crumb', menuUrl }),
    lazy: async () => ({ Component: (await import('./routes/srvy-rslt-page')).SrvyRsltPage }),
  },
];
