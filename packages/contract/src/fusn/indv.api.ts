import { defineApi } from '../common/api.js';
import { ZResultResponse } from '../common/result.schema.js';
import { fusnIndvMngPaths, fusnIndvPaths } from './indv.paths.js';
import {
  ZFusnAplyParams,
  ZFusnDrawView,
  ZFusnIndvAplyExcelBody,
  ZFusnIndvAplyListQuery,
  ZFusnIndvAplyListResponse,
  ZFusnIndvAplyResponse,
  ZFusnIndvSesnListQuery,
  ZFusnIndvSesnListResponse,
  ZFusnMyAplyResponse,
  ZFusnIndvSesnParams,
} from './indv.schema.js';

/**
 * A student applies (403 for other members or a school level the program does not take; 409 full,
 * duplicate, deadline passed, before-survey missing), cancels (before the deadline), accepts or
 * declines an offered seat. ical answers a .ics file. draw is public.
 */
export const fusnIndvApi = defineApi(fusnIndvPaths, {
  apply: { params: ZFusnIndvSesnParams, response: ZFusnIndvAplyResponse },
  cancel: { params: ZFusnIndvSesnParams, response: ZResultResponse },
  accept: { params: ZFusnIndvSesnParams, response: ZFusnIndvAplyResponse },
  decline: { params: ZFusnIndvSesnParams, response: ZResultResponse },
  mine: { response: ZFusnMyAplyResponse },
  ical: { params: ZFusnAplyParams },
  draw: { params: ZFusnIndvSesnParams, response: ZFusnDrawView },
});

/** Administrators: INDV sessions, applicants (full names, logged), the draw (once, after the deadline), the Excel export. */
export const fusnIndvMngApi = defineApi(fusnIndvMngPaths, {
  sesnList: { query: ZFusnIndvSesnListQuery, response: ZFusnIndvSesnListResponse },
  aplyList: { params: ZFusnIndvSesnParams, query: ZFusnIndvAplyListQuery, response: ZFusnIndvAplyListResponse },
  draw: { params: ZFusnIndvSesnParams, response: ZFusnDrawView },
  excel: { params: ZFusnIndvSesnParams, body: ZFusnIndvAplyExcelBody },
});
