import { defineApi } from '../common/api.js';
import { idntfLocalPaths, joinPaths } from './join.paths.js';
import {
  ZAdmJoinRequest,
  ZCheckIdRequest,
  ZCheckIdResponse,
  ZIdntfCallbackRequest,
  ZIdntfCallbackResponse,
  ZIdntfLocalWindowQuery,
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

// The submit reads its query itself: a wrong entry is shown again in the window, not answered as JSON.
export const idntfLocalApi = defineApi(idntfLocalPaths, {
  authorize: { query: ZIdntfLocalWindowQuery },
  submit: {},
});
