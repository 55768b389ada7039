import { defineApi } from '../common/api.js';
import { ZResultResponse } from '../common/result.schema.js';
import { inspPaths, langDgnsPaths } from './insp.paths.js';
import {
  ZInspAdmItem,
  ZInspAdmList,
  ZInspAnswerSave,
  ZInspAnswerSaved,
  ZInspCreate,
  ZInspDefSave,
  ZInspIdParams,
  ZInspListResponse,
  ZInspMetaSave,
  ZInspNameParams,
  ZInspNormAdopt,
  ZInspRslt,
  ZInspRsltExportBody,
  ZInspRsltList,
  ZInspSheet,
  ZInspSheetParams,
  ZInspSheetStart,
  ZInspStats,
  ZInspStatsQuery,
  ZInspSttsSave,
  ZInspSubmit,
  ZInspSubmitted,
  ZInspView,
} from './insp.schema.js';

export const inspApi = defineApi(inspPaths, {
  list: { response: ZInspListResponse },
  view: { params: ZInspNameParams, response: ZInspView },
  sheet: { params: ZInspNameParams, body: ZInspSheetStart, response: ZInspSheet },
  answer: { body: ZInspAnswerSave, response: ZInspAnswerSaved },
  submit: { body: ZInspSubmit, response: ZInspSubmitted },
  rsltList: { response: ZInspRsltList },
  rslt: { params: ZInspSheetParams, response: ZInspRslt },
  // the A4 report (application/pdf, no JSON answer)
  rsltPdf: { params: ZInspSheetParams },
});

export const langDgnsApi = defineApi(langDgnsPaths, {
  list: { response: ZInspAdmList },
  item: { params: ZInspIdParams, response: ZInspAdmItem },
  create: { body: ZInspCreate, response: ZInspAdmItem },
  update: { params: ZInspIdParams, body: ZInspMetaSave, response: ZInspAdmItem },
  saveDef: { params: ZInspIdParams, body: ZInspDefSave, response: ZInspAdmItem },
  publish: { params: ZInspIdParams, response: ZInspAdmItem },
  stts: { params: ZInspIdParams, body: ZInspSttsSave, response: ZInspAdmItem },
  stats: { params: ZInspIdParams, query: ZInspStatsQuery, response: ZInspStats },
  adoptNorm: { params: ZInspIdParams, body: ZInspNormAdopt, response: ZResultResponse },
  // the results as an .xlsx (a download, no JSON answer)
  rsltExport: { params: ZInspIdParams, body: ZInspRsltExportBody },
});
