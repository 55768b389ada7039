import { defineApi } from '../common/api.js';
import { ZResultResponse } from '../common/result.schema.js';
import { popupMngPaths, popupPaths } from './popup.paths.js';
import { ZPopupItem, ZPopupListQuery, ZPopupListResponse, ZPopupParams, ZPopupPublicListResponse, ZPopupPublicQuery, ZPopupSave } from './popup.schema.js';

export const popupApi = defineApi(popupPaths, {
  list: { query: ZPopupPublicQuery, response: ZPopupPublicListResponse },
});

export const popupMngApi = defineApi(popupMngPaths, {
  list: { query: ZPopupListQuery, response: ZPopupListResponse },
  item: { params: ZPopupParams, response: ZPopupItem },
  create: { body: ZPopupSave, response: ZPopupItem },
  update: { params: ZPopupParams, body: ZPopupSave, response: ZPopupItem },
  remove: { params: ZPopupParams, response: ZResultResponse },
});
