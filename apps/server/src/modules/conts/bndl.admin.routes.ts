import { contsBndlApi, ZApiError, ZContsBndlInvalid } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminOf } from '../../plugins/access.js';
import { serveApi } from '../../plugins/serve-api.js';
import { sendDownload } from '../../lib/xlsx.js';
import { checkContsBndl, contsBndlTemplate, importContsBndl } from './bndl.service.js';

/** The sheet travels as base64 in the JSON body: 2 MB of sheet and the JSON around it. */
const BODY_LIMIT = 4 * 1024 * 1024;
const admin = { config: { access: 'admin' }, bodyLimit: BODY_LIMIT } as const;

/** Admin `contentsBundle` (issue 20): check a sheet of contents, then import it; any administrator. */
export async function contsBndlAdminRoutes(app: FastifyInstance) {
  const db = app.db;
  serveApi(app, contsBndlApi, 'template', { config: { access: 'admin' } }, async (request, reply) =>
    sendDownload(reply, await contsBndlTemplate(adminOf(request))),
  );
  serveApi(app, contsBndlApi, 'check', admin, (request) => checkContsBndl(db, adminOf(request), request.body));
  serveApi(
    app,
    contsBndlApi,
    'import',
    // 400 is either the rows' errors (nothing written) or the usual envelope
    { ...admin, schema: { response: { 400: z.union([ZContsBndlInvalid, ZApiError]) } } },
    async (request, reply) => {
      const outcome = await importContsBndl(db, adminOf(request), request.body);
      if (!outcome.ok) return reply.code(400).header('cache-control', 'no-store').send(outcome.error);
      return outcome.result;
    },
  );
}
