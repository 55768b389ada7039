/**
 * The client route table (spec §2), shared by the web router and the server: the server answers
 * index.html with 200 for these patterns and with 404 for any other page path. Patterns use
 * React Router syntax (`:param`, `:param?`). Each module adds its routes here as it lands.
 */
export const PUBLIC_ROUTES = [
  '/',
  '/main',
  '/IndvdlInfoProcessPolcy',
  '/SvcUseStplat',
  '/EmailGrupColctReject',
  // member join (spec §2)
  '/mbrJoin',
  '/mbrJoin/join',
  '/mbrJoin/joinMajuon',
  '/mbrJoin/agreeDetail1',
  '/mbrJoin/agreeDetail2',
  '/mbrJoin/agreeDetailMajuon1',
  '/mbrJoin/agreeDetailMajuon2',
  '/mbrJoin/nice',
  '/mbrJoin/niceCallback',
  '/mbrJoin/mbrJoinWrite',
  '/mbrJoin/majuonMbrJoinWrite',
  '/mbrJoin/admWrite',
  '/mbrJoin/mbrJoinCmptnView',
  // login (spec §2); /login/pswdChg is our route for the forced and the periodic password change
  '/login',
  '/login/kakao',
  '/login/naver',
  '/login/google',
  '/login/majuon',
  '/login/trmsReAgre',
  '/login/findId',
  '/login/findPswd',
  '/login/pswdChg',
  '/myPage/myInfo',
  // points (issue 15): the student's point page, campaigns, coupon days and goods
  '/myPage/cmpnPoint/myPoint',
  '/myPage/cmpnPoint/cmpnPointAply',
  '/myPage/cmpnPoint/dayBsdCpn',
  '/myPage/cmpnPoint/pointBsdGds',
  // career inspections (spec §2 /crrInsp, issue 16): the catalogue, a test, the results
  '/crrInsp/crrInsp',
  '/crrInsp/crrInsp/:inspName',
  '/crrInsp/crrInspRslt',
  // information guide (spec §2 /infoGd)
  '/infoGd/crrSite',
  '/infoGd/crrInst',
  '/infoGd/crrBook',
  '/infoGd/crrBook/:crrBookId',
  '/infoGd/crrFusionActvMnexhl',
  // contents library (issue 20): the library and a content
  '/infoGd/conts',
  '/infoGd/conts/:contsId',
  // contents classes (수업, issue 20): published classes, a class, the teacher's assignments
  '/infoGd/contsCrs',
  '/infoGd/contsCrs/:crsId',
  '/myPage/contsCrsAsgn',
  // career information (issue 16, spec §2 /crrInsp/crrInfo)
  '/crrInsp/crrInfo',
  '/crrInsp/crrInfo/detail/:jobCd',
  // centre introduction (spec §2 /eduIntdcn)
  '/eduIntdcn/grts',
  '/eduIntdcn/crrMap',
  '/eduIntdcn/flrInfo',
  '/eduIntdcn/mnexhlIntdcn',
  '/eduIntdcn/bmnexhlIntdcnView/:bmnexhlId',
  '/eduIntdcn/smnexhlIntdcnView/:bmnexhlId/:bmnexhlNm/:bmnexhlNo',
  // the coupon draws' announcements and their public verification (issue 15)
  '/eduIntdcn/dayBsdCpn',
  '/eduIntdcn/dayBsdCpn/:cpnId',
  // recommended jobs from the student's latest results (issue 16)
  '/crrRcmdtn/crrRcmdtnDtl',
  // boards (spec §2): /:section/board/:boardId and below; /eduIntdcn/board/... is one of its sections
  '/:section/board/:boardId',
  '/:section/board/:boardId/write',
  '/:section/board/:boardId/:postId',
  '/:section/board/:boardId/:postId/update',
  // surveys (issue 17): the open surveys, answering one (?ctx= for a programme's or reservation's)
  '/srvy/list',
  '/srvy/:srvyId',
  // contests (issue 17): the list, a contest, the entry form (new and edit), the results, my entries
  '/cntst/list',
  '/cntst/:cntstId',
  '/cntst/:cntstId/write',
  '/cntst/:cntstId/write/:entryId',
  '/cntst/:cntstId/rslt',
  '/myPage/cntstAply',
  // schools and classes for teachers (issue 18): my school, designation, the class roster, bulk registration, students' accounts
  '/myPage/schlInfo',
  '/myPage/tchrDsgn',
  '/myPage/clsInfo',
  '/myPage/stdntEblcUld',
  '/mbrMng',
  // the login step of a bulk-registered student under 14: a legal guardian's consent (issue 18)
  '/login/grdnCnst',
  // career activities (issue 18): the lists by kind (fusion, schl, stdnt), an activity, the form; a teacher reading a student's
  '/crrActv/:upSection/:section/list',
  '/crrActv/view/:crrActvId',
  '/crrActv/write',
  '/crrActv/write/:crrActvId',
  '/myPage/list/:userId',
  '/myPage/view/:userId/:crrActvId',
  // portfolio, fusion activity list, career history and career remarks (issue 18); portfloMng redirects (spec §6)
  '/myPage/portflo/:userId?',
  '/myPage/portfloMng',
  '/myPage/fusionActv/list/:userId',
  '/myPage/stdntCrrHstry',
  '/myPage/crrSpcltCrt',
  // fusion activities (issue 19): the week calendar, a program, the before and satisfaction surveys, the QR check-in,
  // the public certificate and draw verifications; a student's unit application and own applications
  '/crrFusion/fusionActvAply/:startDay?',
  '/crrFusion/bfrSrvy',
  '/crrFusion/dgstfnSrvy',
  '/crrFusion/prgrm/:prgrmId',
  '/crrFusion/chkin',
  '/crrFusion/certVrfy/:certNo?',
  '/crrFusion/drawVrfy/:sesnId',
  '/myPage/fusionActvSbmsnView/:schlRsvtId/:aplyUnitCd',
  '/myPage/fusionActvMyAply',
  // fusion activities, the teacher's pages (issue 19): the school's reservations, one, its students' lists, attendance
  '/myPage/fusionActvMng',
  '/myPage/fusionActvRsvtView/:schlRsvtId',
  '/myPage/fusionActvStdntAplyList',
  '/myPage/fusionActvStdntNotAplyList',
  '/myPage/fusionActvAtndc/:schlRsvtId',
] as const;

export const ADMIN_ROUTES = [
  '/admin',
  '/admin/login',
  '/admin/otpEnroll',
  '/admin/pswdChg',
  '/admin/dashboard/view',
  '/admin/accessIp',
  '/admin/manager',
  '/admin/authority',
  '/admin/member',
  '/admin/userMngDtl/list/:acntTypeCd',
  // a student's portfolio and career history, read-only (issue 18: administrators cannot use the user pages, spec §6)
  '/admin/member/portflo/:userId',
  '/admin/privacyLog',
  // site administration (issue 4)
  '/admin/menu',
  '/admin/code',
  '/admin/instCode',
  '/admin/schlInfoMng',
  '/admin/assistInst',
  '/admin/prhbwdMng',
  '/admin/popup',
  '/admin/banner',
  '/admin/mnexhlMng',
  '/admin/mnexhlMng/bmnexhlWrite',
  '/admin/mnexhlMng/bmnexhlView/:bmnexhlId',
  '/admin/mnexhlMng/bmnexhlUpdate/:bmnexhlId',
  '/admin/mnexhlMng/smnexhlList/:bmnexhlId',
  '/admin/mnexhlMng/smnexhlWrite/:bmnexhlId',
  '/admin/mnexhlMng/smnexhlView/:smnexhlId',
  '/admin/mnexhlMng/smnexhlUpdate/:smnexhlId',
  '/admin/eduIntdcnMng',
  '/admin/crrSiteMng',
  '/admin/deadLink',
  '/admin/crrBookMng',
  '/admin/crrInfoMng',
  // boards and posts (issue 5)
  '/admin/board',
  '/admin/post',
  // points (issue 15)
  '/admin/cmpnPointMng',
  '/admin/cmpnPointMng/aply',
  '/admin/cmpnPointMng/holder',
  '/admin/cmpnPointMng/rule',
  '/admin/dayBsdCpnMng',
  '/admin/dayBsdCpnMng/draw/:cpnId',
  '/admin/dayBsdCpnMng/congratulate/:cpnId',
  '/admin/pointBsdGdsMng',
  '/admin/pointBsdGdsMng/order',
  // career inspections (issue 16)
  '/admin/langDgns',
  '/admin/langDgns/write',
  '/admin/langDgns/:inspId',
  // surveys (issue 17)
  '/admin/srvy',
  '/admin/srvy/write',
  '/admin/srvy/:srvyId',
  '/admin/srvy/:srvyId/preview',
  '/admin/srvy/:srvyId/rslt',
  // contests and their judging (issue 17)
  '/admin/contest',
  '/admin/contest/write',
  '/admin/contest/:cntstId',
  '/admin/contest/:cntstId/entries',
  '/admin/contestJudge',
  '/admin/contestJudge/:cntstId',
  // schools' classes and teachers (issue 18)
  '/admin/classes',
  // fusion activities (issue 19): program establishment (GRP, INDV), closure days, group and individual activities, attendance
  '/admin/prgrmEstbl',
  '/admin/prgrmEstbl/write',
  '/admin/prgrmEstbl/update/:prgrmId',
  '/admin/prgrmEstbl/indv',
  '/admin/prgrmEstbl/indv/write',
  '/admin/prgrmEstbl/indv/update/:prgrmId',
  '/admin/prgrmEstbl/clsr',
  '/admin/grpActvMng',
  '/admin/grpActvMng/:schlRsvtId',
  '/admin/indvActvMng',
  '/admin/indvActvMng/:sesnId',
  '/admin/stdntAtndcMng',
  '/admin/stdntAtndcMng/:sesnId',
  '/admin/stdntAtndcMng/qr/:bmnexhlId',
  // contents library (issue 20): contents (write, edit with versions) and their reviews
  '/admin/contents',
  '/admin/contents/write',
  '/admin/contents/view/:contsId',
  '/admin/contentReview',
  // contents bulk registration (issue 20)
  '/admin/contentsBundle',
  // contents classes (수업, issue 20): /admin/classes is the schools' classes (issue 18)
  '/admin/contentClasses',
  '/admin/contentClasses/write',
  '/admin/contentClasses/view/:crsId',
] as const satisfies readonly string[];

export const ADMIN_PREFIX = '/admin';
export const ICEC_SEGMENT = '/icec/';

export const isAdminPath = (path: string): boolean => path === ADMIN_PREFIX || path.startsWith(`${ADMIN_PREFIX}/`);

/** spec §2: pages whose path contains "write", outside admin, get the editor border. */
export const isWritePath = (path: string): boolean => !isAdminPath(path) && path.includes('write');

function toRegExp(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${body}/?$`);
}

// compiled at the first question, not when the module loads: the web app's entry imports this
// module and never asks, and a phone pays for each of the 180 expressions
let matchers: { publicPages: RegExp[]; adminPages: RegExp[] } | undefined;

/**
 * True when a page path (no query) is one the web app renders. Each realm matches only its own
 * patterns: `/:section/board/:boardId` must not make `/admin/board/x` a known page.
 */
export function isKnownPagePath(path: string): boolean {
  matchers ??= { publicPages: PUBLIC_ROUTES.map(toRegExp), adminPages: ADMIN_ROUTES.map(toRegExp) };
  return (isAdminPath(path) ? matchers.adminPages : matchers.publicPages).some((re) => re.test(path));
}

/** spec §6: pages a guest may open without logging in (besides root, /admin/ and the menu list). */
export const GUEST_PATH_PREFIXES = [
  '/main',
  '/login',
  '/mbrJoin/',
  '/eduIntdcn/',
  '/infoGd',
  '/crrInsp',
  '/IndvdlInfoProcessPolcy',
  '/SvcUseStplat',
  '/EmailGrupColctReject',
  '/crrFusion',
  '/srvy',
  '/cntst',
] as const;

/**
 * spec §6 route guard: a guest opening any other page goes to /login?redirectUrl={path}.
 * `/mbrJoin` itself only redirects to the join page, so it is open as well.
 */
export function isGuestAllowedPath(path: string, menuUrls: readonly (string | null)[]): boolean {
  if (path === '/' || path === '/mbrJoin' || isAdminPath(path)) return true;
  if (GUEST_PATH_PREFIXES.some((prefix) => path.startsWith(prefix))) return true;
  return menuUrls.some((url) => url === path || (url !== null && isPostOfBoard(path, url)));
}

const BOARD_PATH = /^\/[A-Za-z]+\/board\/[A-Za-z][A-Za-z0-9_]*$/;

/** An open board menu opens its posts as well (`/cmnty/board/free/12`); whether the guest may read them is the server's rule. */
const isPostOfBoard = (path: string, boardUrl: string) =>
  BOARD_PATH.test(boardUrl) && path.startsWith(`${boardUrl}/`) && /^[1-9]\d*$/.test(path.slice(boardUrl.length + 1));
