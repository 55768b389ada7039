/**
 * API routes not yet registered from an API definition (decision 014), by their first path segment
 * after /api/ or /icec/api/. Each module leaves this list when its routes move to serveApi; the list
 * and this file go when it is empty.
 */
const LEGACY = new Set([
  'assistInst', 'banner', 'commonLog', 'crrSite', 'crrSiteMng', 'deadLink', 'eduIntdcn', 'eduIntdcnMng', 'health', 'instCode', 'manageCode', 'menu', 'menuMng', 'mnexhl', 'mnexhlMng', 'popup', 'prhbwdMng', 'schlInfoMng', 'site',
]);

export function isLegacyApiRoute(url: string): boolean {
  const segment = /^(?:\/icec)?\/api\/([^/]+)/.exec(url)?.[1];
  return segment !== undefined && LEGACY.has(segment);
}
