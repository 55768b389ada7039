import { defineApi } from '../common/api.js';
import { memberAdminPaths } from './member-admin.paths.js';
import {
  ZAcntTypeParams,
  ZMemberActionResponse,
  ZMemberDetail,
  ZMemberExportRequest,
  ZMemberListQuery,
  ZMemberListResponse,
  ZMemberParams,
} from './member-admin.schema.js';

const action = { params: ZMemberParams, response: ZMemberActionResponse } as const;

export const memberAdminApi = defineApi(memberAdminPaths, {
  list: { query: ZMemberListQuery, response: ZMemberListResponse },
  listOfAcntType: { params: ZAcntTypeParams, query: ZMemberListQuery, response: ZMemberListResponse },
  detail: { params: ZMemberParams, response: ZMemberDetail },
  approve: action,
  lock: action,
  unlock: action,
  withdraw: action,
  // answers a CSV file (no JSON)
  export: { body: ZMemberExportRequest },
});
