import { z } from 'zod';
import { defineApi } from '../common/api.js';
import { ZResultResponse } from '../common/result.schema.js';
import { ZSchoolImportResult } from './school-import.schema.js';
import { schoolMngPaths, schoolPaths } from './school.paths.js';
import { ZSchoolItem, ZSchoolListQuery, ZSchoolListResponse, ZSchoolParams, ZSchoolSave, ZSchoolSearchQuery, ZSchoolSearchResponse } from './school.schema.js';

/**
 * The import's body is the file itself (.xlsx or CSV media type, raw bytes): the route checks its
 * type and bytes and answers 415 for anything else, so the schema only names it.
 */
export const ZSchoolImportFile = z.custom<Blob | Uint8Array>();

export const schoolMngApi = defineApi(schoolMngPaths, {
  list: { query: ZSchoolListQuery, response: ZSchoolListResponse },
  item: { params: ZSchoolParams, response: ZSchoolItem },
  create: { body: ZSchoolSave, response: ZSchoolItem },
  update: { params: ZSchoolParams, body: ZSchoolSave, response: ZSchoolItem },
  remove: { params: ZSchoolParams, response: ZResultResponse },
  importTemplate: {},
  import: { body: ZSchoolImportFile, response: ZSchoolImportResult },
});

export const schoolApi = defineApi(schoolPaths, {
  search: { query: ZSchoolSearchQuery, response: ZSchoolSearchResponse },
});
