import { defineApi } from '../common/api.js';
import { ZResultResponse } from '../common/result.schema.js';
import { cmpnAplyMngPaths, cmpnMngPaths, cmpnPaths } from './cmpn.paths.js';
import {
  ZCmpnAplyApproveBody,
  ZCmpnAplyBody,
  ZCmpnAplyExportBody,
  ZCmpnAplyMngDetail,
  ZCmpnAplyMngListResponse,
  ZCmpnAplyMngQuery,
  ZCmpnAplyParams,
  ZCmpnAplyProcResponse,
  ZCmpnAplyRejectBody,
  ZCmpnItem,
  ZCmpnListQuery,
  ZCmpnListResponse,
  ZCmpnOpenItem,
  ZCmpnOpenListResponse,
  ZCmpnParams,
  ZCmpnSave,
  ZMyCmpnAply,
  ZMyCmpnAplyListResponse,
  ZMyCmpnAplyQuery,
} from './cmpn.schema.js';

export const cmpnApi = defineApi(cmpnPaths, {
  cmpnList: { response: ZCmpnOpenListResponse },
  cmpn: { params: ZCmpnParams, response: ZCmpnOpenItem },
  aply: { body: ZCmpnAplyBody, response: ZMyCmpnAply },
  aplyList: { query: ZMyCmpnAplyQuery, response: ZMyCmpnAplyListResponse },
  withdraw: { params: ZCmpnAplyParams, response: ZResultResponse },
});

export const cmpnMngApi = defineApi(cmpnMngPaths, {
  list: { query: ZCmpnListQuery, response: ZCmpnListResponse },
  item: { params: ZCmpnParams, response: ZCmpnItem },
  create: { body: ZCmpnSave, response: ZCmpnItem },
  update: { params: ZCmpnParams, body: ZCmpnSave, response: ZCmpnItem },
  remove: { params: ZCmpnParams, response: ZResultResponse },
  close: { params: ZCmpnParams, response: ZCmpnItem },
});

export const cmpnAplyMngApi = defineApi(cmpnAplyMngPaths, {
  list: { query: ZCmpnAplyMngQuery, response: ZCmpnAplyMngListResponse },
  item: { params: ZCmpnAplyParams, response: ZCmpnAplyMngDetail },
  approve: { body: ZCmpnAplyApproveBody, response: ZCmpnAplyProcResponse },
  reject: { body: ZCmpnAplyRejectBody, response: ZCmpnAplyProcResponse },
  excel: { body: ZCmpnAplyExportBody },
});
