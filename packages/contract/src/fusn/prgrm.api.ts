import { defineApi } from '../common/api.js';
import { ZResultResponse } from '../common/result.schema.js';
import { fusnPrgrmMngPaths, fusnPrgrmPaths } from './prgrm.paths.js';
import {
  ZFusnCalendar,
  ZFusnCalendarQuery,
  ZFusnClsrListQuery,
  ZFusnClsrListResponse,
  ZFusnClsrParams,
  ZFusnClsrSave,
  ZFusnPrgrmDetail,
  ZFusnPrgrmIdResponse,
  ZFusnPrgrmListQuery,
  ZFusnPrgrmListResponse,
  ZFusnPrgrmParams,
  ZFusnPrgrmSave,
  ZFusnPrgrmSttsBody,
  ZFusnPrgrmView,
  ZFusnSesnCancelBody,
  ZFusnSesnCancelResponse,
  ZFusnSesnGenerate,
  ZFusnSesnGenerateResponse,
  ZFusnSesnItem,
  ZFusnSesnListQuery,
  ZFusnSesnListResponse,
  ZFusnSesnParams,
  ZFusnSesnSave,
  ZFusnSrvyOptionsResponse,
} from './prgrm.schema.js';

export const fusnPrgrmApi = defineApi(fusnPrgrmPaths, {
  calendar: { query: ZFusnCalendarQuery, response: ZFusnCalendar },
  prgrmView: { params: ZFusnPrgrmParams, response: ZFusnPrgrmView },
});

export const fusnPrgrmMngApi = defineApi(fusnPrgrmMngPaths, {
  list: { query: ZFusnPrgrmListQuery, response: ZFusnPrgrmListResponse },
  view: { params: ZFusnPrgrmParams, response: ZFusnPrgrmDetail },
  create: { body: ZFusnPrgrmSave, response: ZFusnPrgrmIdResponse },
  update: { params: ZFusnPrgrmParams, body: ZFusnPrgrmSave, response: ZFusnPrgrmIdResponse },
  remove: { params: ZFusnPrgrmParams, response: ZResultResponse },
  stts: { params: ZFusnPrgrmParams, body: ZFusnPrgrmSttsBody, response: ZResultResponse },
  copy: { params: ZFusnPrgrmParams, response: ZFusnPrgrmIdResponse },
  srvyOptions: { response: ZFusnSrvyOptionsResponse },
  sesnList: { params: ZFusnPrgrmParams, query: ZFusnSesnListQuery, response: ZFusnSesnListResponse },
  sesnGenerate: { params: ZFusnPrgrmParams, body: ZFusnSesnGenerate, response: ZFusnSesnGenerateResponse },
  sesnCreate: { params: ZFusnPrgrmParams, body: ZFusnSesnSave, response: ZFusnSesnItem },
  sesnUpdate: { params: ZFusnSesnParams, body: ZFusnSesnSave, response: ZFusnSesnItem },
  sesnCancel: { params: ZFusnSesnParams, body: ZFusnSesnCancelBody, response: ZFusnSesnCancelResponse },
  clsrList: { query: ZFusnClsrListQuery, response: ZFusnClsrListResponse },
  clsrSave: { body: ZFusnClsrSave, response: ZResultResponse },
  clsrRemove: { params: ZFusnClsrParams, response: ZResultResponse },
});
