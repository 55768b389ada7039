import type { RouteObject } from 'react-router';
import type { TRouteHandle } from '../../app/route-handle';

const handle = (value: TRouteHandle) => value;

/** The M03 진로체험 menus and the student's M0613 내 융합활동 신청 (seeded by the fusion module). */
export const APLY_MENU_URL = '/crrFusion/fusionActvAply';
export const MY_APLY_MENU_URL = '/myPage/fusionActvMyAply';

/**
 * The public and student fusion pages (issue 19), lazy, each path a pattern of the contract's
 * PUBLIC_ROUTES. /crrFusion is a public prefix (spec §6): the calendar, a program, the verifications
 * are open to guests; the check-in and the surveys ask for a login themselves. The teacher's myPage
 * pages are in tchr/ (w-tchr), the admin pages in adm/.
 */
export const fusnRoutes: RouteObject[] = [
  {
    path: 'crrFusion/fusionActvAply/:startDay?',
    handle: handle({ crumbKey: 'fusn.aply.title', menuUrl: APLY_MENU_URL }),
    lazy: async () => ({ Component: (await import('./routes/aply-calendar-page')).AplyCalendarPage }),
  },
  {
    path: 'crrFusion/prgrm/:prgrmId',
    handle: handle({ crumbKey: 'fusn.prgrm.title', menuUrl: APLY_MENU_URL, ownHeading: true }),
    lazy: async () => ({ Component: (await import('./routes/prgrm-view-page')).PrgrmViewPage }),
  },
  {
    path: 'crrFusion/bfrSrvy',
    handle: handle({ crumbKey: 'fusn.bfrSrvy.title' }),
    lazy: async () => ({ Component: (await import('./routes/fusn-srvy-page')).BfrSrvyPage }),
  },
  {
    path: 'crrFusion/dgstfnSrvy',
    handle: handle({ crumbKey: 'fusn.dgstfnSrvy.title' }),
    lazy: async () => ({ Component: (await import('./routes/fusn-srvy-page')).DgstfnSrvyPage }),
  },
  {
    path: 'crrFusion/chkin',
    handle: handle({ crumbKey: 'fusn.chkin.title', menuUrl: APLY_MENU_URL }),
    lazy: async () => ({ Component: (await import('./routes/chkin-page')).ChkinPage }),
  },
  {
    path: 'crrFusion/certVrfy/:certNo?',
    handle: handle({ crumbKey: 'fusn.certVrfy.title', menuUrl: '/crrFusion/certVrfy' }),
    lazy: async () => ({ Component: (await import('./routes/cert-vrfy-page')).CertVrfyPage }),
  },
  {
    path: 'crrFusion/drawVrfy/:sesnId',
    handle: handle({ crumbKey: 'fusn.drawVrfy.title', menuUrl: APLY_MENU_URL }),
    lazy: async () => ({ Component: (await import('./routes/draw-vrfy-page')).DrawVrfyPage }),
  },
  {
    path: 'myPage/fusionActvSbmsnView/:schlRsvtId/:aplyUnitCd',
    handle: handle({ crumbKey: 'fusn.sbmsn.title', menuUrl: MY_APLY_MENU_URL }),
    lazy: async () => ({ Component: (await import('./routes/sbmsn-view-page')).SbmsnViewPage }),
  },
  {
    path: 'myPage/fusionActvMyAply',
    handle: handle({ crumbKey: 'fusn.my.title' }),
    lazy: async () => ({ Component: (await import('./routes/my-aply-page')).MyAplyPage }),
  },
];
