import { defineApi } from '../common/api.js';
import { privacyLogPaths } from './privacy-log.paths.js';
import { ZPrivacyLogListQuery, ZPrivacyLogListResponse, ZPrivacyMonthlyQuery, ZPrivacyMonthlyReport } from './privacy-log.schema.js';

export const privacyLogApi = defineApi(privacyLogPaths, {
  list: { query: ZPrivacyLogListQuery, response: ZPrivacyLogListResponse },
  monthly: { query: ZPrivacyMonthlyQuery, response: ZPrivacyMonthlyReport },
});
