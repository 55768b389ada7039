import { defineApi } from '../common/api.js';
import { ZResultResponse } from '../common/result.schema.js';
import { bannerMngPaths, bannerPaths } from './banner.paths.js';
import {
  ZBannerItem,
  ZBannerListQuery,
  ZBannerListResponse,
  ZBannerParams,
  ZBannerPublicListResponse,
  ZBannerPublicQuery,
  ZBannerSave,
} from './banner.schema.js';

export const bannerApi = defineApi(bannerPaths, {
  list: { query: ZBannerPublicQuery, response: ZBannerPublicListResponse },
});

export const bannerMngApi = defineApi(bannerMngPaths, {
  list: { query: ZBannerListQuery, response: ZBannerListResponse },
  item: { params: ZBannerParams, response: ZBannerItem },
  create: { body: ZBannerSave, response: ZBannerItem },
  update: { params: ZBannerParams, body: ZBannerSave, response: ZBannerItem },
  remove: { params: ZBannerParams, response: ZResultResponse },
});
