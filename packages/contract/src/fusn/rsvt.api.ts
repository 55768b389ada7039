import { defineApi } from '../common/api.js';
import { ZResultResponse } from '../common/result.schema.js';
import { fusnRsvtMngPaths, fusnRsvtPaths } from './rsvt.paths.js';
import {
  ZFusnRsvtAplyList,
  ZFusnRsvtApplyResponse,
  ZFusnRsvtAssign,
  ZFusnRsvtAssignResponse,
  ZFusnRsvtCancelBody,
  ZFusnRsvtExcelBody,
  ZFusnRsvtForm,
  ZFusnRsvtListQuery,
  ZFusnRsvtListResponse,
  ZFusnRsvtMine,
  ZFusnRsvtMngListQuery,
  ZFusnRsvtMngStdntList,
  ZFusnRsvtNotAplyList,
  ZFusnRsvtParams,
  ZFusnRsvtRemind,
  ZFusnRsvtRemindResponse,
  ZFusnRsvtSaveResponse,
  ZFusnRsvtStdntQuery,
  ZFusnRsvtUnitParams,
  ZFusnRsvtUnitView,
  ZFusnRsvtView,
} from './rsvt.schema.js';

/**
 * School reservations (issue 19). A full session or unit answers 409 (남은 자리가 부족합니다), a
 * passed deadline 409, a second live reservation of the session by the school 409; a teacher not in
 * charge, another school's teacher or student 403; a form refused for its fields 400 with
 * data.fieldErrors. sheet answers a PDF, ical a text/calendar file.
 */
export const fusnRsvtApi = defineApi(fusnRsvtPaths, {
  reserve: { body: ZFusnRsvtForm, response: ZFusnRsvtSaveResponse },
  list: { query: ZFusnRsvtListQuery, response: ZFusnRsvtListResponse },
  mine: { response: ZFusnRsvtMine },
  view: { params: ZFusnRsvtParams, response: ZFusnRsvtView },
  cancel: { params: ZFusnRsvtParams, response: ZResultResponse },
  sheet: { params: ZFusnRsvtParams },
  ical: { params: ZFusnRsvtParams },
  unitView: { params: ZFusnRsvtUnitParams, response: ZFusnRsvtUnitView },
  unitApply: { params: ZFusnRsvtUnitParams, response: ZFusnRsvtApplyResponse },
  aplyCancel: { params: ZFusnRsvtParams, response: ZResultResponse },
  stdntAplyList: { params: ZFusnRsvtParams, query: ZFusnRsvtStdntQuery, response: ZFusnRsvtAplyList },
  stdntNotAplyList: { params: ZFusnRsvtParams, query: ZFusnRsvtStdntQuery, response: ZFusnRsvtNotAplyList },
  assign: { params: ZFusnRsvtParams, body: ZFusnRsvtAssign, response: ZFusnRsvtAssignResponse },
  remind: { params: ZFusnRsvtParams, body: ZFusnRsvtRemind, response: ZFusnRsvtRemindResponse },
});

/** The administrator's group activity management; excel answers the .xlsx (reason required). */
export const fusnRsvtMngApi = defineApi(fusnRsvtMngPaths, {
  list: { query: ZFusnRsvtMngListQuery, response: ZFusnRsvtListResponse },
  view: { params: ZFusnRsvtParams, response: ZFusnRsvtView },
  confirm: { params: ZFusnRsvtParams, response: ZResultResponse },
  cancel: { params: ZFusnRsvtParams, body: ZFusnRsvtCancelBody, response: ZResultResponse },
  stdntList: { params: ZFusnRsvtParams, response: ZFusnRsvtMngStdntList },
  excel: { body: ZFusnRsvtExcelBody },
});
