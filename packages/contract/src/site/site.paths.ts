/** The site's own texts: header and footer info, the footer's policy pages; schemas in site.api.ts. */
export const sitePaths = {
  info: 'GET /icec/api/site/info',
  policy: 'GET /icec/api/site/policy/:polcyCd',
} as const;
