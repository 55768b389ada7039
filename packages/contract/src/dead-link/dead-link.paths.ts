/** The link checker page's calls (spec §2 admin deadLink); schemas in dead-link.api.ts. */
export const deadLinkPaths = {
  start: 'POST /api/deadLink/start',
  status: 'GET /api/deadLink/status',
  stop: 'POST /api/deadLink/stop',
  results: 'GET /api/deadLink/results',
} as const;
