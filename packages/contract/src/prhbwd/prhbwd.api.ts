import { defineApi } from '../common/api.js';
import { ZResultResponse } from '../common/result.schema.js';
import { prhbwdMngPaths } from './prhbwd.paths.js';
import {
  ZPrhbwdBulkResponse,
  ZPrhbwdBulkSave,
  ZPrhbwdCheckRequest,
  ZPrhbwdCheckResponse,
  ZPrhbwdItem,
  ZPrhbwdListQuery,
  ZPrhbwdListResponse,
  ZPrhbwdParams,
  ZPrhbwdSave,
} from './prhbwd.schema.js';

export const prhbwdMngApi = defineApi(prhbwdMngPaths, {
  list: { query: ZPrhbwdListQuery, response: ZPrhbwdListResponse },
  item: { params: ZPrhbwdParams, response: ZPrhbwdItem },
  create: { body: ZPrhbwdSave, response: ZPrhbwdItem },
  update: { params: ZPrhbwdParams, body: ZPrhbwdSave, response: ZPrhbwdItem },
  remove: { params: ZPrhbwdParams, response: ZResultResponse },
  bulk: { body: ZPrhbwdBulkSave, response: ZPrhbwdBulkResponse },
  check: { body: ZPrhbwdCheckRequest, response: ZPrhbwdCheckResponse },
});
