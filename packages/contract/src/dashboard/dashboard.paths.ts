/** The admin dashboard (spec §2 /admin/dashboard/view); schemas in dashboard.api.ts. */
export const dashboardPaths = {
  view: 'GET /api/dashboard/view',
} as const;
