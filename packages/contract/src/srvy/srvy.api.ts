import { defineApi } from '../common/api.js';
import { ZResultResponse } from '../common/result.schema.js';
import { srvyMngPaths, srvyPaths } from './srvy.paths.js';
import {
  ZSrvyAnswerBody,
  ZSrvyDefBody,
  ZSrvyItem,
  ZSrvyListQuery,
  ZSrvyListResponse,
  ZSrvyOpenListQuery,
  ZSrvyOpenListResponse,
  ZSrvyParams,
  ZSrvySave,
  ZSrvySaveResponse,
  ZSrvySubmitResponse,
  ZSrvyView,
  ZSrvyViewQuery,
} from './srvy.schema.js';

/**
 * A save or submit refused for its answers answers 400 with the first problem as the message and
 * every problem in data.fieldErrors keyed by qstnId (the messages of srvyAnswerProblems); a second
 * submit of a once-only survey 409 '이미 응답하셨습니다.'.
 */
export const srvyApi = defineApi(srvyPaths, {
  list: { query: ZSrvyOpenListQuery, response: ZSrvyOpenListResponse },
  view: { params: ZSrvyParams, query: ZSrvyViewQuery, response: ZSrvyView },
  save: { params: ZSrvyParams, body: ZSrvyAnswerBody, response: ZSrvySaveResponse },
  submit: { params: ZSrvyParams, body: ZSrvyAnswerBody, response: ZSrvySubmitResponse },
});

export const srvyMngApi = defineApi(srvyMngPaths, {
  list: { query: ZSrvyListQuery, response: ZSrvyListResponse },
  item: { params: ZSrvyParams, response: ZSrvyItem },
  create: { body: ZSrvySave, response: ZSrvyItem },
  update: { params: ZSrvyParams, body: ZSrvySave, response: ZSrvyItem },
  remove: { params: ZSrvyParams, response: ZResultResponse },
  copy: { params: ZSrvyParams, response: ZSrvyItem },
  publish: { params: ZSrvyParams, response: ZSrvyItem },
  close: { params: ZSrvyParams, response: ZSrvyItem },
  newVersion: { params: ZSrvyParams, response: ZSrvyItem },
  saveDef: { params: ZSrvyParams, body: ZSrvyDefBody, response: ZSrvyItem },
  texts: { params: ZSrvyParams, body: ZSrvyDefBody, response: ZSrvyItem },
});
