import { defineApi } from '../common/api.js';
import { ZResultResponse } from '../common/result.schema.js';
import { commonLogPaths } from './common-log.paths.js';
import { ZAcsMenuQuery, ZAcsSave, ZRcmdtnCount, ZRcmdtnTarget } from './common-log.schema.js';

export const commonLogApi = defineApi(commonLogPaths, {
  acsSave: { body: ZAcsSave, response: ZResultResponse },
  acsMenu: { query: ZAcsMenuQuery, response: ZResultResponse },
  rcmdtnCount: { params: ZRcmdtnTarget, response: ZRcmdtnCount },
  rcmdtnSave: { body: ZRcmdtnTarget, response: ZRcmdtnCount },
});
