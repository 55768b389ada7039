import { defineApi } from '../common/api.js';
import { joinPaths } from './join.paths.js';
import {
  ZAdmJoinRequest,
  ZCheckIdRequest,
  ZCheckIdResponse,
  ZIdntfCallbackRequest,
  ZIdntfCallbackResponse,
  ZIdntfResult,
  ZIdntfResultRequest,
  ZIdntfStartRequest,
  ZIdntfStartResponse,
  ZJoinResponse,
  ZMajuonJoinRequest,
  ZMbrJoinRequest,
  ZTrmsListResponse,
  ZTrmsQuery,
} from './join.schema.js';

export const joinApi = defineApi(joinPaths, {
  trms: { query: ZTrmsQuery, response: ZTrmsListResponse },
  checkId: { body: ZCheckIdRequest, response: ZCheckIdResponse },
  join: { body: ZMbrJoinRequest, response: ZJoinResponse },
  majuonJoin: { body: ZMajuonJoinRequest, response: ZJoinResponse },
  admJoin: { body: ZAdmJoinRequest, response: ZJoinResponse },
  idntfStart: { body: ZIdntfStartRequest, response: ZIdntfStartResponse },
  idntfCallback: { body: ZIdntfCallbackRequest, response: ZIdntfCallbackResponse },
  idntfResult: { body: ZIdntfResultRequest, response: ZIdntfResult },
});
