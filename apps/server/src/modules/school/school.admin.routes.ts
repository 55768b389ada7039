import { SCHOOL_IMPORT_LIMITS, SCHOOL_IMPORT_MESSAGES, SCHOOL_IMPORT_TYPES, schoolMngApi, ZApiError, ZSchoolImportError } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { adminOf } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { serveApi } from '../../plugins/serve-api.js';
import { importSchools, importTemplateCsv, type TImportKind } from './school-import.service.js';
import { createSchool, deleteSchoolEntry, getSchool, listSchools, updateSchoolEntry } from './school.service.js';

const admin = { config: { access: 'admin' } } as const;
const TEMPLATE_NAME = '학교정보_가져오기_양식.csv';

/** The file's kind from its media type; the reader then checks the bytes agree (a zip, or UTF-8 text). */
function importKindOf(request: FastifyRequest): TImportKind {
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (!Buffer.isBuffer(request.body)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, SCHOOL_IMPORT_MESSAGES.fileType);
  if (type === SCHOOL_IMPORT_TYPES.xlsx) return 'xlsx';
  if (type === SCHOOL_IMPORT_TYPES.csv) return 'csv';
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, SCHOOL_IMPORT_MESSAGES.fileType);
}

/** The school page's API (spec §2 admin schlInfoMng) with the spreadsheet import. */
export async function schoolRoutes(app: FastifyInstance) {
  /**
   * No multipart plugin is registered yet: the import takes the file as the request body, as
   * .xlsx or CSV media type, raw bytes up to the import's own limit (this plugin's scope only).
   */
  app.addContentTypeParser(
    [SCHOOL_IMPORT_TYPES.xlsx, SCHOOL_IMPORT_TYPES.csv],
    { parseAs: 'buffer', bodyLimit: SCHOOL_IMPORT_LIMITS.maxBytes },
    (_request, body, done) => done(null, body),
  );

  serveApi(app, schoolMngApi, 'list', admin, (request) => listSchools(app.db, adminOf(request), request.query));

  serveApi(app, schoolMngApi, 'importTemplate', admin, async (request, reply) => {
    const csv = importTemplateCsv(adminOf(request));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="school-import.csv"; filename*=UTF-8''${encodeURIComponent(TEMPLATE_NAME)}`)
      .send(csv);
  });

  serveApi(
    app,
    schoolMngApi,
    'import',
    {
      ...admin,
      bodyLimit: SCHOOL_IMPORT_LIMITS.maxBytes,
      // 400 is either the row errors or the usual envelope (a file that cannot be read)
      schema: { response: { 400: z.union([ZSchoolImportError, ZApiError]) } },
    },
    async (request, reply) => {
      const actor = adminOf(request);
      const outcome = await importSchools(app.db, actor, importKindOf(request), request.body as Buffer);
      if (!outcome.ok) return reply.code(400).header('cache-control', 'no-store').send(outcome.error);
      return outcome.result;
    },
  );

  serveApi(app, schoolMngApi, 'item', admin, (request) => getSchool(app.db, adminOf(request), request.params.schlId));
  serveApi(app, schoolMngApi, 'create', admin, (request) => createSchool(app.db, adminOf(request), request.body));
  serveApi(app, schoolMngApi, 'update', admin, (request) => updateSchoolEntry(app.db, adminOf(request), request.params.schlId, request.body));
  serveApi(app, schoolMngApi, 'remove', admin, (request) => deleteSchoolEntry(app.db, adminOf(request), request.params.schlId));
}
