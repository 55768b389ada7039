/** The authority page (spec §2 admin authority, §5): grants per user for a date range; schemas in authority.api.ts. */
export const authorityPaths = {
  list: 'GET /api/authority/list',
  users: 'GET /api/authority/users',
  grant: 'POST /api/authority',
  revoke: 'DELETE /api/authority/:authrtGrantId',
} as const;
