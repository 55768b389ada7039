import { defineApi } from '../common/api.js';
import { ZResultResponse } from '../common/result.schema.js';
import { contsMngPaths, contsPaths } from './conts.paths.js';
import {
  ZContsClsfTree,
  ZContsDetail,
  ZContsListQuery,
  ZContsListResponse,
  ZContsMngDetail,
  ZContsMngListQuery,
  ZContsMngListResponse,
  ZContsParams,
  ZContsSave,
  ZContsSaveResponse,
  ZContsSttsBody,
  ZContsVerDetail,
  ZContsVerListResponse,
  ZContsVerParams,
} from './conts.schema.js';

export const contsApi = defineApi(contsPaths, {
  list: { query: ZContsListQuery, response: ZContsListResponse },
  clsfTree: { response: ZContsClsfTree },
  detail: { params: ZContsParams, response: ZContsDetail },
});

export const contsMngApi = defineApi(contsMngPaths, {
  list: { query: ZContsMngListQuery, response: ZContsMngListResponse },
  create: { body: ZContsSave, response: ZContsSaveResponse },
  clsfTree: { response: ZContsClsfTree },
  item: { params: ZContsParams, response: ZContsMngDetail },
  update: { params: ZContsParams, body: ZContsSave, response: ZContsSaveResponse },
  remove: { params: ZContsParams, response: ZResultResponse },
  stts: { params: ZContsParams, body: ZContsSttsBody, response: ZContsSaveResponse },
  versions: { params: ZContsParams, response: ZContsVerListResponse },
  version: { params: ZContsVerParams, response: ZContsVerDetail },
  restore: { params: ZContsVerParams, response: ZContsSaveResponse },
});
