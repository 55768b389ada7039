import { defineApi } from '../common/api.js';
import { eduIntdcnMngPaths, eduIntdcnPaths } from './edu-intdcn.paths.js';
import { ZIntdcnPage, ZIntdcnPageAdm, ZIntdcnPageParams, ZIntdcnPageSave } from './edu-intdcn.schema.js';

export const eduIntdcnApi = defineApi(eduIntdcnPaths, {
  page: { params: ZIntdcnPageParams, response: ZIntdcnPage },
});

export const eduIntdcnMngApi = defineApi(eduIntdcnMngPaths, {
  item: { params: ZIntdcnPageParams, response: ZIntdcnPageAdm },
  save: { params: ZIntdcnPageParams, body: ZIntdcnPageSave, response: ZIntdcnPageAdm },
});
