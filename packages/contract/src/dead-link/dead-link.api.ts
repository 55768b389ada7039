import { defineApi } from '../common/api.js';
import { deadLinkPaths } from './dead-link.paths.js';
import { ZDeadLinkResultQuery, ZDeadLinkResultResponse, ZDeadLinkStartResponse, ZDeadLinkStatus, ZDeadLinkStopResponse } from './dead-link.schema.js';

export const deadLinkApi = defineApi(deadLinkPaths, {
  start: { response: ZDeadLinkStartResponse },
  status: { response: ZDeadLinkStatus },
  stop: { response: ZDeadLinkStopResponse },
  results: { query: ZDeadLinkResultQuery, response: ZDeadLinkResultResponse },
});
