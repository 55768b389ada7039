import { defineApi } from '../common/api.js';
import { dashboardPaths } from './dashboard.paths.js';
import { ZDashboardView } from './dashboard.schema.js';

export const dashboardApi = defineApi(dashboardPaths, {
  view: { response: ZDashboardView },
});
