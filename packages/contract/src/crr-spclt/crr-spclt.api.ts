import { defineApi } from '../common/api.js';
import { crrSpcltPaths } from './crr-spclt.paths.js';
import {
  ZCrrSpcltClasses,
  ZCrrSpcltClassesQuery,
  ZCrrSpcltClassParams,
  ZCrrSpcltExportBody,
  ZCrrSpcltSave,
  ZCrrSpcltSaved,
  ZCrrSpcltSource,
  ZCrrSpcltStudentParams,
  ZCrrSpcltStudents,
} from './crr-spclt.schema.js';

/**
 * Teachers only (403 CLS_TEACHER_ONLY otherwise); a class the caller may not edit answers 403
 * classForbidden, an unknown class 404, a student not in the class 404.
 */
export const crrSpcltApi = defineApi(crrSpcltPaths, {
  classes: { query: ZCrrSpcltClassesQuery, response: ZCrrSpcltClasses },
  students: { params: ZCrrSpcltClassParams, response: ZCrrSpcltStudents },
  source: { params: ZCrrSpcltStudentParams, response: ZCrrSpcltSource },
  save: { params: ZCrrSpcltStudentParams, body: ZCrrSpcltSave, response: ZCrrSpcltSaved },
  // the class's remarks as .xlsx (number, name, remarks, bytes), with the export reason (SECURITY 17)
  export: { params: ZCrrSpcltClassParams, body: ZCrrSpcltExportBody },
});
