import type { RouteObject } from 'react-router';
import type { TRouteHandle } from '../../app/route-handle';

const handle = (value: TRouteHandle) => value;

/** The menu the hall pages sit under (주제관 소개). */
const MNEXHL_INTDCN_PATH = '/eduIntdcn/mnexhlIntdcn';

/**
 * Public hall pages (spec §2 /eduIntdcn, /infoGd), each path a pattern of PUBLIC_ROUTES. The list
 * pages take their heading from the menu; the view pages have no menu of their own: they sit under
 * 주제관 소개, name their crumb, and render the hall's name as their heading and last crumb.
 */
export const mnexhlRoutes: RouteObject[] = [
  {
    path: MNEXHL_INTDCN_PATH.slice(1),
    handle: handle({ crumbKey: 'mnexhl.crumb.mnexhlIntdcn' }),
    lazy: async () => ({ Component: (await import('./routes/mnexhl-intdcn-page')).MnexhlIntdcnPage }),
  },
  {
    path: 'eduIntdcn/bmnexhlIntdcnView/:bmnexhlId',
    handle: handle({ crumbKey: 'mnexhl.crumb.bmnexhl', menuUrl: MNEXHL_INTDCN_PATH, ownHeading: true }),
    lazy: async () => ({ Component: (await import('./routes/bmnexhl-intdcn-view-page')).BmnexhlIntdcnViewPage }),
  },
  {
    path: 'eduIntdcn/smnexhlIntdcnView/:bmnexhlId/:bmnexhlNm/:bmnexhlNo',
    handle: handle({ crumbKey: 'mnexhl.crumb.smnexhl', menuUrl: MNEXHL_INTDCN_PATH, ownHeading: true }),
    lazy: async () => ({ Component: (await import('./routes/smnexhl-intdcn-view-page')).SmnexhlIntdcnViewPage }),
  },
  {
    path: 'infoGd/crrFusionActvMnexhl',
    handle: handle({ crumbKey: 'mnexhl.crumb.crrFusionActvMnexhl' }),
    lazy: async () => ({ Component: (await import('./routes/crr-fusion-actv-mnexhl-page')).CrrFusionActvMnexhlPage }),
  },
];
