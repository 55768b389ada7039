/** The probe of load balancers and monitors (cookieless, no rate limit); schema in health.api.ts. */
export const healthPaths = {
  health: 'GET /api/health',
} as const;
