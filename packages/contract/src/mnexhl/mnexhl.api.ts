import { defineApi } from '../common/api.js';
import { ZResultResponse } from '../common/result.schema.js';
import { bmnexhlMngPaths, mnexhlPaths, smnexhlMngPaths } from './mnexhl.paths.js';
import {
  ZBmnexhlDetail,
  ZBmnexhlListQuery,
  ZBmnexhlListResponse,
  ZBmnexhlParams,
  ZBmnexhlSave,
  ZMnexhlBmnexhlDetail,
  ZMnexhlBmnexhlList,
  ZMnexhlSmnexhl,
  ZMnexhlSmnexhlParams,
  ZSmnexhlCreate,
  ZSmnexhlDetail,
  ZSmnexhlListQuery,
  ZSmnexhlListResponse,
  ZSmnexhlParams,
  ZSmnexhlSave,
} from './mnexhl.schema.js';

export const mnexhlApi = defineApi(mnexhlPaths, {
  bmnexhlList: { response: ZMnexhlBmnexhlList },
  bmnexhl: { params: ZBmnexhlParams, response: ZMnexhlBmnexhlDetail },
  smnexhl: { params: ZMnexhlSmnexhlParams, response: ZMnexhlSmnexhl },
});

export const bmnexhlMngApi = defineApi(bmnexhlMngPaths, {
  list: { query: ZBmnexhlListQuery, response: ZBmnexhlListResponse },
  item: { params: ZBmnexhlParams, response: ZBmnexhlDetail },
  create: { body: ZBmnexhlSave, response: ZBmnexhlDetail },
  update: { params: ZBmnexhlParams, body: ZBmnexhlSave, response: ZBmnexhlDetail },
  remove: { params: ZBmnexhlParams, response: ZResultResponse },
});

/** A small hall is created inside a big hall (bmnexhlId); an update leaves it there. */
export const smnexhlMngApi = defineApi(smnexhlMngPaths, {
  list: { query: ZSmnexhlListQuery, response: ZSmnexhlListResponse },
  item: { params: ZSmnexhlParams, response: ZSmnexhlDetail },
  create: { body: ZSmnexhlCreate, response: ZSmnexhlDetail },
  update: { params: ZSmnexhlParams, body: ZSmnexhlSave, response: ZSmnexhlDetail },
  remove: { params: ZSmnexhlParams, response: ZResultResponse },
});
