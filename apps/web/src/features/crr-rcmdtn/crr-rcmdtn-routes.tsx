import type { RouteObject } from 'react-router';

/**
 * /crrRcmdtn/crrRcmdtnDtl (spec §2), lazy, a pattern of the contract's PUBLIC_ROUTES. Its menu
 * (추천 직업, seeded by the server's crr-rcmdtn module) names the page and opens it to guests.
 */
export const crrRcmdtnRoutes: RouteObject[] = [
  { path: 'crrRcmdtn/crrRcmdtnDtl', lazy: async () => ({ Component: (await import('./routes/crr-rcmdtn-page')).CrrRcmdtnPage }) },
];
