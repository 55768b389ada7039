import { defineApi } from '../common/api.js';
import { contsBndlPaths } from './bndl.paths.js';
import { ZContsBndlBody, ZContsBndlCheckResponse, ZContsBndlImportResponse } from './bndl.schema.js';

export const contsBndlApi = defineApi(contsBndlPaths, {
  /** the sheet's template (.xlsx): the header row and an example row */
  template: {},
  check: { body: ZContsBndlBody, response: ZContsBndlCheckResponse },
  import: { body: ZContsBndlBody, response: ZContsBndlImportResponse },
});
