import { defineApi } from '../common/api.js';
import { ZResultResponse } from '../common/result.schema.js';
import { crrBookMngPaths, crrBookPaths } from './crr-book.paths.js';
import {
  ZCrrBookItem,
  ZCrrBookListQuery,
  ZCrrBookListResponse,
  ZCrrBookParams,
  ZCrrBookPublicDetail,
  ZCrrBookPublicListResponse,
  ZCrrBookPublicQuery,
  ZCrrBookSave,
} from './crr-book.schema.js';

export const crrBookApi = defineApi(crrBookPaths, {
  list: { query: ZCrrBookPublicQuery, response: ZCrrBookPublicListResponse },
  detail: { params: ZCrrBookParams, response: ZCrrBookPublicDetail },
});

export const crrBookMngApi = defineApi(crrBookMngPaths, {
  list: { query: ZCrrBookListQuery, response: ZCrrBookListResponse },
  item: { params: ZCrrBookParams, response: ZCrrBookItem },
  create: { body: ZCrrBookSave, response: ZCrrBookItem },
  update: { params: ZCrrBookParams, body: ZCrrBookSave, response: ZCrrBookItem },
  remove: { params: ZCrrBookParams, response: ZResultResponse },
});
