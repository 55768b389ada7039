import { defineApi } from '../common/api.js';
import { ZResultResponse } from '../common/result.schema.js';
import { contsCrsMngPaths, contsCrsPaths } from './crs.paths.js';
import {
  ZCrsAsgnListResponse,
  ZCrsAsgnParams,
  ZCrsAsgnProgress,
  ZCrsAssignBody,
  ZCrsAssignResponse,
  ZCrsContsOptions,
  ZCrsContsOptionsQuery,
  ZCrsDetail,
  ZCrsListQuery,
  ZCrsListResponse,
  ZCrsMngDetail,
  ZCrsMngListQuery,
  ZCrsMngListResponse,
  ZCrsOpenBody,
  ZCrsOpenResponse,
  ZCrsParams,
  ZCrsSave,
  ZCrsSaveResponse,
  ZCrsSttsBody,
  ZCrsTchrClsResponse,
} from './crs.schema.js';

export const contsCrsApi = defineApi(contsCrsPaths, {
  list: { query: ZCrsListQuery, response: ZCrsListResponse },
  tchrCls: { response: ZCrsTchrClsResponse },
  asgnList: { response: ZCrsAsgnListResponse },
  asgnProgress: { params: ZCrsAsgnParams, response: ZCrsAsgnProgress },
  unassign: { params: ZCrsAsgnParams, response: ZResultResponse },
  open: { body: ZCrsOpenBody, response: ZCrsOpenResponse },
  detail: { params: ZCrsParams, response: ZCrsDetail },
  assign: { params: ZCrsParams, body: ZCrsAssignBody, response: ZCrsAssignResponse },
});

export const contsCrsMngApi = defineApi(contsCrsMngPaths, {
  list: { query: ZCrsMngListQuery, response: ZCrsMngListResponse },
  create: { body: ZCrsSave, response: ZCrsSaveResponse },
  contsOptions: { query: ZCrsContsOptionsQuery, response: ZCrsContsOptions },
  item: { params: ZCrsParams, response: ZCrsMngDetail },
  update: { params: ZCrsParams, body: ZCrsSave, response: ZCrsSaveResponse },
  remove: { params: ZCrsParams, response: ZResultResponse },
  stts: { params: ZCrsParams, body: ZCrsSttsBody, response: ZCrsSaveResponse },
});
