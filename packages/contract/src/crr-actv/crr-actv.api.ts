import { defineApi } from '../common/api.js';
import { ZResultResponse } from '../common/result.schema.js';
import { crrActvPaths } from './crr-actv.paths.js';
import {
  ZCrrActvExportBody,
  ZCrrActvForm,
  ZCrrActvListQuery,
  ZCrrActvListResponse,
  ZCrrActvParams,
  ZCrrActvSaveResponse,
  ZCrrActvStdntListQuery,
  ZCrrActvStdntListResponse,
  ZCrrActvStdntParams,
  ZCrrActvStdntViewParams,
  ZCrrActvView,
  ZCrrActvWriteTargets,
} from './crr-actv.schema.js';

/**
 * A form refused for its fields answers 400 with data.fieldErrors keyed by field (spec §5 messages);
 * FUSN written or another's activity changed 403; a missing activity 404. excel answers the .xlsx.
 */
export const crrActvApi = defineApi(crrActvPaths, {
  list: { query: ZCrrActvListQuery, response: ZCrrActvListResponse },
  writeTargets: { response: ZCrrActvWriteTargets },
  view: { params: ZCrrActvParams, response: ZCrrActvView },
  create: { body: ZCrrActvForm, response: ZCrrActvSaveResponse },
  update: { params: ZCrrActvParams, body: ZCrrActvForm, response: ZCrrActvSaveResponse },
  remove: { params: ZCrrActvParams, response: ZResultResponse },
  stdntList: { params: ZCrrActvStdntParams, query: ZCrrActvStdntListQuery, response: ZCrrActvStdntListResponse },
  stdntView: { params: ZCrrActvStdntViewParams, response: ZCrrActvView },
  excel: { body: ZCrrActvExportBody },
});
