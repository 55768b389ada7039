import { defineApi } from '../common/api.js';
import { ZResultResponse } from '../common/result.schema.js';
import { instCodeMngPaths } from './inst-code.paths.js';
import { ZInstCodeItem, ZInstCodeListQuery, ZInstCodeListResponse, ZInstCodeOptionsResponse, ZInstCodeParams, ZInstCodeSave } from './inst-code.schema.js';

export const instCodeMngApi = defineApi(instCodeMngPaths, {
  list: { query: ZInstCodeListQuery, response: ZInstCodeListResponse },
  item: { params: ZInstCodeParams, response: ZInstCodeItem },
  create: { body: ZInstCodeSave, response: ZInstCodeItem },
  update: { params: ZInstCodeParams, body: ZInstCodeSave, response: ZInstCodeItem },
  remove: { params: ZInstCodeParams, response: ZResultResponse },
  options: { response: ZInstCodeOptionsResponse },
});
