/**
 * API routes not yet registered from an API definition (decision 014), by their first path segment
 * after /api/ or /icec/api/. Each module leaves this list when its routes move to serveApi; the list
 * and this file go when it is empty.
 */
const LEGACY = new Set([
  'accessIp', 'assistInst', 'authority', 'banner', 'commonLog', 'crrSite', 'crrSiteMng',
  'dashboard', 'deadLink', 'eduIntdcn', 'eduIntdcnMng', 'health', 'idntf', 'instCode', 'login', 'manageCode', 'manager',
  'mbrJoin', 'member', 'menu', 'menuMng', 'mnexhl', 'mnexhlMng', 'myInfo', 'popup', 'prhbwdMng', 'privacyLog',
  'schlInfoMng', 'site', 'userMngDtl',
]);

export function isLegacyApiRoute(url: string): boolean {
  const segment = /^(?:\/icec)?\/api\/([^/]+)/.exec(url)?.[1];
  return segment !== undefined && LEGACY.has(segment);
}
