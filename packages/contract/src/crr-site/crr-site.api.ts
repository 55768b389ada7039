import { defineApi } from '../common/api.js';
import { ZResultResponse } from '../common/result.schema.js';
import { crrSiteMngPaths, crrSitePaths } from './crr-site.paths.js';
import {
  ZCrrSiteItem,
  ZCrrSiteListQuery,
  ZCrrSiteListResponse,
  ZCrrSiteParams,
  ZCrrSitePublicListResponse,
  ZCrrSitePublicQuery,
  ZCrrSiteSave,
} from './crr-site.schema.js';

export const crrSiteApi = defineApi(crrSitePaths, {
  list: { query: ZCrrSitePublicQuery, response: ZCrrSitePublicListResponse },
});

export const crrSiteMngApi = defineApi(crrSiteMngPaths, {
  list: { query: ZCrrSiteListQuery, response: ZCrrSiteListResponse },
  item: { params: ZCrrSiteParams, response: ZCrrSiteItem },
  create: { body: ZCrrSiteSave, response: ZCrrSiteItem },
  update: { params: ZCrrSiteParams, body: ZCrrSiteSave, response: ZCrrSiteItem },
  remove: { params: ZCrrSiteParams, response: ZResultResponse },
});
