/** The personal-data access log and its monthly review (SECURITY 17); schemas in privacy-log.api.ts. */
export const privacyLogPaths = {
  list: 'GET /api/privacyLog/list',
  monthly: 'GET /api/privacyLog/monthly',
} as const;
