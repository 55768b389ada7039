import { ZLoginProcResponse } from '../auth/login.schema.js';
import { defineApi } from '../common/api.js';
import { ZResultResponse } from '../common/result.schema.js';
import { myInfoPaths } from './my-info.paths.js';
import {
  ZFindIdRequest,
  ZFindIdResponse,
  ZFindPswdResetRequest,
  ZFindPswdVerifyRequest,
  ZFindPswdVerifyResponse,
  ZMyInfo,
  ZMyInfoUpdateRequest,
  ZPswdCheckRequest,
  ZPswdCheckResponse,
  ZPswdChgRequest,
  ZTrmsReAgreListResponse,
  ZTrmsReAgreRequest,
} from './my-info.schema.js';

export const myInfoApi = defineApi(myInfoPaths, {
  findId: { body: ZFindIdRequest, response: ZFindIdResponse },
  findPswdVerify: { body: ZFindPswdVerifyRequest, response: ZFindPswdVerifyResponse },
  findPswdReset: { body: ZFindPswdResetRequest, response: ZResultResponse },
  trmsReAgreList: { response: ZTrmsReAgreListResponse },
  trmsReAgre: { body: ZTrmsReAgreRequest, response: ZLoginProcResponse },
  pswdChg: { body: ZPswdChgRequest, response: ZLoginProcResponse },
  adminPswdChg: { body: ZPswdChgRequest, response: ZLoginProcResponse },
  myInfo: { response: ZMyInfo },
  updateMyInfo: { body: ZMyInfoUpdateRequest, response: ZMyInfo },
  pswdCheck: { body: ZPswdCheckRequest, response: ZPswdCheckResponse },
  withdraw: { response: ZResultResponse },
});
