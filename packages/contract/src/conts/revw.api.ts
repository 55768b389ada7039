import { defineApi } from '../common/api.js';
import { revwMngPaths, revwPaths } from './revw.paths.js';
import {
  ZRevwAnswerBody,
  ZRevwAvgQuery,
  ZRevwAvgResponse,
  ZRevwExcelBody,
  ZRevwHideBody,
  ZRevwListQuery,
  ZRevwListResponse,
  ZRevwMngListQuery,
  ZRevwMngListResponse,
  ZRevwParams,
  ZRevwResultResponse,
  ZRevwSave,
  ZRevwSaveResponse,
  ZRevwTrgtParams,
} from './revw.schema.js';

/**
 * Members' reviews. list: guests too. create/update/remove: logged-in members (401 guest), own
 * reviews only (403 another member's, 404 missing); 404 when the target is not visible; 409 a second
 * live review of the same target; 400 prohibited words or personal information in the text.
 */
export const revwApi = defineApi(revwPaths, {
  list: { params: ZRevwTrgtParams, query: ZRevwListQuery, response: ZRevwListResponse },
  create: { params: ZRevwTrgtParams, body: ZRevwSave, response: ZRevwSaveResponse },
  update: { params: ZRevwParams, body: ZRevwSave, response: ZRevwResultResponse },
  remove: { params: ZRevwParams, response: ZRevwResultResponse },
});

/** Administrators' contentReview (admin session only): search, averages, export (.xlsx, reason required), hide, answer. */
export const revwMngApi = defineApi(revwMngPaths, {
  list: { query: ZRevwMngListQuery, response: ZRevwMngListResponse },
  avg: { query: ZRevwAvgQuery, response: ZRevwAvgResponse },
  excel: { body: ZRevwExcelBody },
  hide: { params: ZRevwParams, body: ZRevwHideBody, response: ZRevwResultResponse },
  answer: { params: ZRevwParams, body: ZRevwAnswerBody, response: ZRevwResultResponse },
});
