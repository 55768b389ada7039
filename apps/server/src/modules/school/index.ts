import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config/env.js';
import { schoolRoutes } from './school.admin.routes.js';
import { schoolPublicRoutes } from './school.routes.js';

export { memberSchoolOf, type TMemberSchool } from './school-search.service.js';
/** The spreadsheet reader of the import, also read by bulk student registration (issue 18). */
export { decodeCsv, parseCsv, readXlsxRows, type TSheetRows } from './sheet-reader.js';

/** Schools (spec §2 admin schlInfoMng): list, form and the spreadsheet import; the join's school picker. */
export default async function schoolModule(app: FastifyInstance, opts: { config: TConfig }) {
  await app.register(schoolRoutes);
  await app.register(schoolPublicRoutes, { perMinute: opts.config.rateLimitPerMinute });
}
