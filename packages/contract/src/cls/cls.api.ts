import { defineApi } from '../common/api.js';
import { ZResultResponse } from '../common/result.schema.js';
import { clsInfoPaths, clsMngPaths, schlInfoPaths, tchrDsgnPaths } from './cls.paths.js';
import {
  ZClsApprove,
  ZClsCreate,
  ZClsItem,
  ZClsList,
  ZClsMngListQuery,
  ZClsMngListResponse,
  ZClsMngTchrItem,
  ZClsMngTchrQuery,
  ZClsMngTchrResponse,
  ZClsMove,
  ZClsParams,
  ZClsResult,
  ZClsUserParams,
  ZCrrTchrSave,
  ZPromote,
  ZPromoteResult,
  ZPromotion,
  ZRoster,
  ZSchlInfo,
  ZSchlJoinRequest,
  ZSchlYrQuery,
  ZTchrDsgn,
  ZTchrDsgnSave,
} from './cls.schema.js';

/**
 * Every call but schlInfo.mine and request needs an approved teacher (403 CLS_TEACHER_ONLY); career
 * teacher actions 403 CLS_CRR_TCHR_ONLY; a class of another school 403; a missing class 404.
 */
export const schlInfoApi = defineApi(schlInfoPaths, {
  mine: { query: ZSchlYrQuery, response: ZSchlInfo },
  request: { body: ZSchlJoinRequest, response: ZSchlInfo },
  approveTchr: { params: ZClsUserParams, response: ZResultResponse },
  refuseTchr: { params: ZClsUserParams, response: ZResultResponse },
});

export const tchrDsgnApi = defineApi(tchrDsgnPaths, {
  view: { query: ZSchlYrQuery, response: ZTchrDsgn },
  save: { body: ZTchrDsgnSave, response: ZTchrDsgn },
});

export const clsInfoApi = defineApi(clsInfoPaths, {
  classes: { query: ZSchlYrQuery, response: ZClsList },
  createClass: { body: ZClsCreate, response: ZClsItem },
  roster: { params: ZClsParams, response: ZRoster },
  approve: { params: ZClsParams, body: ZClsApprove, response: ZClsResult },
  move: { params: ZClsParams, body: ZClsMove, response: ZClsResult },
  promotion: { query: ZSchlYrQuery, response: ZPromotion },
  promote: { body: ZPromote, response: ZPromoteResult },
});

export const clsMngApi = defineApi(clsMngPaths, {
  list: { query: ZClsMngListQuery, response: ZClsMngListResponse },
  teachers: { query: ZClsMngTchrQuery, response: ZClsMngTchrResponse },
  approveTchr: { params: ZClsUserParams, response: ZClsMngTchrItem },
  refuseTchr: { params: ZClsUserParams, response: ZResultResponse },
  crrTchr: { params: ZClsUserParams, body: ZCrrTchrSave, response: ZClsMngTchrItem },
});
