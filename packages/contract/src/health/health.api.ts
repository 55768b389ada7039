import { defineApi } from '../common/api.js';
import { healthPaths } from './health.paths.js';
import { ZHealth } from './health.schema.js';

export const healthApi = defineApi(healthPaths, {
  health: { response: ZHealth },
});
