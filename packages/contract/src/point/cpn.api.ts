import { defineApi } from '../common/api.js';
import { ZExportBody } from '../common/export.js';
import { ZResultResponse } from '../common/result.schema.js';
import { cpnPaths, cpnResultPaths, dayBsdCpnDrawPaths, dayBsdCpnMngPaths } from './cpn.paths.js';
import {
  ZCpnCongratsBody,
  ZCpnCongratsResponse,
  ZCpnCongratsSeenBody,
  ZCpnCongratsSeenResponse,
  ZCpnDayListResponse,
  ZCpnEntryParams,
  ZCpnEntryBody,
  ZCpnEntryResponse,
  ZCpnParams,
  ZCpnResult,
  ZCpnResultListResponse,
  ZCpnResultQuery,
  ZCpnWinner,
  ZCpnWinnersResponse,
  ZDayBsdCpnItem,
  ZDayBsdCpnListQuery,
  ZDayBsdCpnListResponse,
  ZDayBsdCpnSave,
  ZMyCpnListResponse,
  ZMyCpnQuery,
} from './cpn.schema.js';

export const cpnApi = defineApi(cpnPaths, {
  list: { response: ZCpnDayListResponse },
  entry: { params: ZCpnParams, body: ZCpnEntryBody, response: ZCpnEntryResponse },
  my: { query: ZMyCpnQuery, response: ZMyCpnListResponse },
  congrats: { response: ZCpnCongratsResponse },
  congratsSeen: { body: ZCpnCongratsSeenBody, response: ZCpnCongratsSeenResponse },
});

export const cpnResultApi = defineApi(cpnResultPaths, {
  resultList: { query: ZCpnResultQuery, response: ZCpnResultListResponse },
  result: { params: ZCpnParams, response: ZCpnResult },
});

export const dayBsdCpnMngApi = defineApi(dayBsdCpnMngPaths, {
  list: { query: ZDayBsdCpnListQuery, response: ZDayBsdCpnListResponse },
  item: { params: ZCpnParams, response: ZDayBsdCpnItem },
  create: { body: ZDayBsdCpnSave, response: ZDayBsdCpnItem },
  update: { params: ZCpnParams, body: ZDayBsdCpnSave, response: ZDayBsdCpnItem },
  remove: { params: ZCpnParams, response: ZResultResponse },
});

export const dayBsdCpnDrawApi = defineApi(dayBsdCpnDrawPaths, {
  draw: { params: ZCpnParams, response: ZCpnResult },
  cancel: { params: ZCpnParams, response: ZDayBsdCpnItem },
  congrats: { params: ZCpnParams, body: ZCpnCongratsBody, response: ZDayBsdCpnItem },
  winners: { params: ZCpnParams, response: ZCpnWinnersResponse },
  /** the winners as an .xlsx (full names), only with a reason (SECURITY 17) */
  winnersExport: { params: ZCpnParams, body: ZExportBody },
  handover: { params: ZCpnEntryParams, response: ZCpnWinner },
});
