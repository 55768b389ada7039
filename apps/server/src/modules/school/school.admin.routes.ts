import {
  SCHOOL_IMPORT_LIMITS,
  SCHOOL_IMPORT_MESSAGES,
  SCHOOL_IMPORT_TYPES,
  ZApiError,
  ZResultResponse,
  ZSchoolImportError,
  ZSchoolImportResult,
  ZSchoolItem,
  ZSchoolListQuery,
  ZSchoolListResponse,
  ZSchoolParams,
  ZSchoolSave,
} from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../plugins/app-error.js';
import { actorOf } from '../../plugins/access.js';
import { importSchools, importTemplateCsv, type TImportKind } from './school-import.service.js';
import { createSchool, deleteSchoolEntry, getSchool, listSchools, updateSchoolEntry } from './school.service.js';

const admin = { access: 'admin' } as const;
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
export const schoolRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * No multipart plugin is registered yet: the import takes the file as the request body, as
   * .xlsx or CSV media type, raw bytes up to the import's own limit (this plugin's scope only).
   */
  app.addContentTypeParser(
    [SCHOOL_IMPORT_TYPES.xlsx, SCHOOL_IMPORT_TYPES.csv],
    { parseAs: 'buffer', bodyLimit: SCHOOL_IMPORT_LIMITS.maxBytes },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/api/schlInfoMng/list',
    { config: admin, schema: { querystring: ZSchoolListQuery, response: { 200: ZSchoolListResponse } } },
    async (request) => listSchools(app.db, actorOf(request), request.query),
  );

  app.get('/api/schlInfoMng/importTemplate', { config: admin }, async (request, reply) => {
    const csv = importTemplateCsv(actorOf(request));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="school-import.csv"; filename*=UTF-8''${encodeURIComponent(TEMPLATE_NAME)}`)
      .send(csv);
  });

  app.post(
    '/api/schlInfoMng/import',
    {
      config: admin,
      bodyLimit: SCHOOL_IMPORT_LIMITS.maxBytes,
      // 400 is either the row errors or the usual envelope (a file that cannot be read)
      schema: { response: { 200: ZSchoolImportResult, 400: z.union([ZSchoolImportError, ZApiError]) } },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const outcome = await importSchools(app.db, actor, importKindOf(request), request.body as Buffer);
      if (!outcome.ok) return reply.code(400).header('cache-control', 'no-store').send(outcome.error);
      return outcome.result;
    },
  );

  app.get(
    '/api/schlInfoMng/:schlId',
    { config: admin, schema: { params: ZSchoolParams, response: { 200: ZSchoolItem } } },
    async (request) => getSchool(app.db, actorOf(request), request.params.schlId),
  );

  app.post(
    '/api/schlInfoMng',
    { config: admin, schema: { body: ZSchoolSave, response: { 200: ZSchoolItem } } },
    async (request) => createSchool(app.db, actorOf(request), request.body),
  );

  app.put(
    '/api/schlInfoMng/:schlId',
    { config: admin, schema: { params: ZSchoolParams, body: ZSchoolSave, response: { 200: ZSchoolItem } } },
    async (request) => updateSchoolEntry(app.db, actorOf(request), request.params.schlId, request.body),
  );

  app.delete(
    '/api/schlInfoMng/:schlId',
    { config: admin, schema: { params: ZSchoolParams, response: { 200: ZResultResponse } } },
    async (request) => deleteSchoolEntry(app.db, actorOf(request), request.params.schlId),
  );
};
