import { defineApi } from '../common/api.js';
import { ZLoginProcResponse } from '../auth/login.schema.js';
import { grdnCnstPaths, mbrMngPaths, stdntEblcUldPaths } from './stdnt-mng.paths.js';
import {
  ZGrdnCnstRequest,
  ZMbrMngActionResponse,
  ZMbrMngClassesResponse,
  ZMbrMngDetail,
  ZMbrMngListQuery,
  ZMbrMngListResponse,
  ZMbrMngParams,
  ZMbrMngResetResponse,
  ZStdntEblcCheckResponse,
  ZStdntEblcFile,
  ZStdntEblcParams,
} from './stdnt-mng.schema.js';

/**
 * check answers 200 with the row errors (nothing written); register answers the credentials sheet
 * (.xlsx, once) or 400 ZStdntEblcError with the same row errors and nothing written. A file that
 * cannot be read is the usual 400 envelope; another media type 415.
 */
export const stdntEblcUldApi = defineApi(stdntEblcUldPaths, {
  template: {},
  check: { params: ZStdntEblcParams, body: ZStdntEblcFile, response: ZStdntEblcCheckResponse },
  register: { params: ZStdntEblcParams, body: ZStdntEblcFile },
});

/** Students outside the teacher's reach: 403; an unknown or non-student id: 404. */
export const mbrMngApi = defineApi(mbrMngPaths, {
  classes: { response: ZMbrMngClassesResponse },
  list: { query: ZMbrMngListQuery, response: ZMbrMngListResponse },
  detail: { params: ZMbrMngParams, response: ZMbrMngDetail },
  resetPswd: { params: ZMbrMngParams, response: ZMbrMngResetResponse },
  lock: { params: ZMbrMngParams, response: ZMbrMngActionResponse },
  unlock: { params: ZMbrMngParams, response: ZMbrMngActionResponse },
});

/** Answers the next step as a login does (DONE with the login user info once nothing is left). */
export const grdnCnstApi = defineApi(grdnCnstPaths, {
  grdnCnst: { body: ZGrdnCnstRequest, response: ZLoginProcResponse },
});
