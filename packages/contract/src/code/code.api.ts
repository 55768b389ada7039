import { defineApi } from '../common/api.js';
import { ZResultResponse } from '../common/result.schema.js';
import { codeMngPaths, codePaths } from './code.paths.js';
import {
  ZAdmCodeCreate,
  ZAdmCodeDeleteQuery,
  ZAdmCodeItem,
  ZAdmCodeListQuery,
  ZAdmCodeListResponse,
  ZAdmCodeParams,
  ZAdmCodeUpdate,
  ZAdmCodeViewQuery,
  ZAdmCodeViewResponse,
  ZCodeItem,
  ZCodeListQuery,
  ZCodeListResponse,
  ZCodeReflectResponse,
  ZCodeReflectStatus,
  ZCodeSortSave,
  ZCodeViewQuery,
} from './code.schema.js';

export const codeApi = defineApi(codePaths, {
  list: { query: ZCodeListQuery, response: ZCodeListResponse },
  view: { query: ZCodeViewQuery, response: ZCodeItem },
  changeSortSeq: { body: ZCodeSortSave, response: ZResultResponse },
  resetCodeList: { response: ZCodeReflectResponse },
});

export const codeMngApi = defineApi(codeMngPaths, {
  view: { query: ZAdmCodeViewQuery, response: ZAdmCodeViewResponse },
  partCodeList: { query: ZAdmCodeListQuery, response: ZAdmCodeListResponse },
  list: { query: ZAdmCodeListQuery, response: ZAdmCodeListResponse },
  reflectStatus: { response: ZCodeReflectStatus },
  create: { body: ZAdmCodeCreate, response: ZAdmCodeItem },
  update: { params: ZAdmCodeParams, body: ZAdmCodeUpdate, response: ZAdmCodeItem },
  remove: { params: ZAdmCodeParams, query: ZAdmCodeDeleteQuery, response: ZResultResponse },
});
