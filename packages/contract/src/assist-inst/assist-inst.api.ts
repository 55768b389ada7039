import { defineApi } from '../common/api.js';
import { ZResultResponse } from '../common/result.schema.js';
import { assistInstMngPaths, assistInstPaths } from './assist-inst.paths.js';
import {
  ZAssistInstItem,
  ZAssistInstListQuery,
  ZAssistInstListResponse,
  ZAssistInstParams,
  ZAssistInstPublicQuery,
  ZAssistInstPublicResponse,
  ZAssistInstSave,
} from './assist-inst.schema.js';

export const assistInstApi = defineApi(assistInstPaths, {
  list: { query: ZAssistInstPublicQuery, response: ZAssistInstPublicResponse },
});

export const assistInstMngApi = defineApi(assistInstMngPaths, {
  list: { query: ZAssistInstListQuery, response: ZAssistInstListResponse },
  item: { params: ZAssistInstParams, response: ZAssistInstItem },
  create: { body: ZAssistInstSave, response: ZAssistInstItem },
  update: { params: ZAssistInstParams, body: ZAssistInstSave, response: ZAssistInstItem },
  remove: { params: ZAssistInstParams, response: ZResultResponse },
});
