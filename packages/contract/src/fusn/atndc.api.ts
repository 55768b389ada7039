import { defineApi } from '../common/api.js';
import { fusnAtndcMngPaths, fusnAtndcPaths } from './atndc.paths.js';
import {
  ZAtndcExcelBody,
  ZAtndcMarkBody,
  ZAtndcMarkResponse,
  ZAtndcRoster,
  ZCertVerifyResponse,
  ZChkinBody,
  ZChkinResponse,
  ZAtndcAplyParams,
  ZAtndcCertParams,
  ZAtndcHallParams,
  ZAtndcRsvtParams,
  ZAtndcSesnParams,
  ZHallQrResponse,
  ZSesnOfDayQuery,
  ZSesnOfDayResponse,
} from './atndc.schema.js';

/**
 * Teachers' roster and marking of a reservation, the student's QR check-in, the certificate (PDF) and
 * its public verification. Errors: 401 guest, 403 not allowed, 404 missing, 409 check-in refused
 * (outside the time window or no activity), 400 an expired token or a mark out of its days.
 */
export const fusnAtndcApi = defineApi(fusnAtndcPaths, {
  rsvtRoster: { params: ZAtndcRsvtParams, response: ZAtndcRoster },
  rsvtMark: { params: ZAtndcRsvtParams, body: ZAtndcMarkBody, response: ZAtndcMarkResponse },
  chkin: { body: ZChkinBody, response: ZChkinResponse },
  cert: { params: ZAtndcAplyParams },
  certVerify: { params: ZAtndcCertParams, response: ZCertVerifyResponse },
});

/** Administrators' stdntAtndcMng: the day's sessions, a session's roster and marking, the hall QR, the Excel roster. */
export const fusnAtndcMngApi = defineApi(fusnAtndcMngPaths, {
  sesnOfDay: { query: ZSesnOfDayQuery, response: ZSesnOfDayResponse },
  sesnRoster: { params: ZAtndcSesnParams, response: ZAtndcRoster },
  sesnMark: { params: ZAtndcSesnParams, body: ZAtndcMarkBody, response: ZAtndcMarkResponse },
  hallQr: { params: ZAtndcHallParams, response: ZHallQrResponse },
  excel: { params: ZAtndcSesnParams, body: ZAtndcExcelBody },
});
