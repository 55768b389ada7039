import { defineApi } from '../common/api.js';
import { ZResultResponse } from '../common/result.schema.js';
import { crrInfoMngPaths, crrInfoPaths } from './crr-info.paths.js';
import {
  ZCrrInfoDetail,
  ZCrrInfoListResponse,
  ZCrrInfoRead,
  ZCrrInfoQuery,
  ZJobItem,
  ZJobListQuery,
  ZJobListResponse,
  ZJobParams,
  ZJobSave,
} from './crr-info.schema.js';

export const crrInfoApi = defineApi(crrInfoPaths, {
  list: { query: ZCrrInfoQuery, response: ZCrrInfoListResponse },
  detail: { params: ZJobParams, response: ZCrrInfoDetail },
  read: { params: ZJobParams, response: ZCrrInfoRead },
});

export const crrInfoMngApi = defineApi(crrInfoMngPaths, {
  list: { query: ZJobListQuery, response: ZJobListResponse },
  item: { params: ZJobParams, response: ZJobItem },
  create: { body: ZJobSave, response: ZJobItem },
  update: { params: ZJobParams, body: ZJobSave, response: ZJobItem },
  remove: { params: ZJobParams, response: ZResultResponse },
});
