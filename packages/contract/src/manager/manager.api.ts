import { defineApi } from '../common/api.js';
import { ZResultResponse } from '../common/result.schema.js';
import { managerPaths } from './manager.paths.js';
import {
  ZManagerCreate,
  ZManagerCreateResponse,
  ZManagerDetail,
  ZManagerListQuery,
  ZManagerListResponse,
  ZManagerParams,
  ZManagerRole,
} from './manager.schema.js';

export const managerApi = defineApi(managerPaths, {
  list: { query: ZManagerListQuery, response: ZManagerListResponse },
  item: { params: ZManagerParams, response: ZManagerDetail },
  create: { body: ZManagerCreate, response: ZManagerCreateResponse },
  role: { params: ZManagerParams, body: ZManagerRole, response: ZResultResponse },
  approve: { params: ZManagerParams, body: ZManagerRole, response: ZResultResponse },
  lock: { params: ZManagerParams, response: ZResultResponse },
  unlock: { params: ZManagerParams, response: ZResultResponse },
  otpReset: { params: ZManagerParams, response: ZResultResponse },
  remove: { params: ZManagerParams, response: ZResultResponse },
});
