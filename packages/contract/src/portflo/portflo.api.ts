import { defineApi } from '../common/api.js';
import { ZExportBody } from '../common/export.js';
import { portfloMngPaths, portfloPaths } from './portflo.paths.js';
import {
  ZPortfloActvDtls,
  ZPortfloFusionList,
  ZPortfloFusionQuery,
  ZPortfloHstry,
  ZPortfloSettings,
  ZPortfloSettingsSave,
  ZPortfloStdnts,
  ZPortfloStdntsQuery,
  ZPortfloUserIdParams,
  ZPortfloUserParams,
  ZPortfloView,
} from './portflo.schema.js';

/**
 * A reader who is not the student, a teacher of the student's school or an administrator gets 403
 * (an unknown id too, so the answer tells nothing about who exists); without userId a caller who is
 * not a student gets 403 PORTFLO studentOnly.
 */
export const portfloApi = defineApi(portfloPaths, {
  view: { params: ZPortfloUserParams, response: ZPortfloView },
  settings: { body: ZPortfloSettingsSave, response: ZPortfloSettings },
  // the A4 PDF (application/pdf, no JSON answer); a reader other than the student gives a reason
  // (checkExportReason, 400 otherwise), logged with the DOWNLOAD (SECURITY 17)
  pdf: { params: ZPortfloUserParams, query: ZExportBody },
  fusionActv: { params: ZPortfloUserIdParams, query: ZPortfloFusionQuery, response: ZPortfloFusionList },
  hstry: { params: ZPortfloUserParams, response: ZPortfloHstry },
  stdnts: { query: ZPortfloStdntsQuery, response: ZPortfloStdnts },
});

/** The same reads for administrators (the access log records each). */
export const portfloMngApi = defineApi(portfloMngPaths, {
  view: { params: ZPortfloUserIdParams, response: ZPortfloView },
  pdf: { params: ZPortfloUserIdParams, query: ZExportBody },
  fusionActv: { params: ZPortfloUserIdParams, query: ZPortfloFusionQuery, response: ZPortfloFusionList },
  hstry: { params: ZPortfloUserIdParams, response: ZPortfloHstry },
  actv: { params: ZPortfloUserIdParams, response: ZPortfloActvDtls },
});
