import { codeMngApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { adminOf } from '../../plugins/access.js';
import { serveApi } from '../../plugins/serve-api.js';
import { createCode, deleteCodeEntry, getReflectStatus, listCodes, listPartCodes, updateCodeEntry, viewCode } from './code.service.js';

const admin = { config: { access: 'admin' } } as const;

/** The code (classification) page's API: spec §7 view, partCodeList, list, and the page's edits. */
export async function codeAdminRoutes(app: FastifyInstance) {
  serveApi(app, codeMngApi, 'view', admin, (request) => viewCode(app.db, adminOf(request), request.query.comCdId));
  serveApi(app, codeMngApi, 'partCodeList', admin, async (request) => ({ codeList: await listPartCodes(app.db, adminOf(request), request.query.upComCdId) }));
  serveApi(app, codeMngApi, 'list', admin, async (request) => ({ codeList: await listCodes(app.db, adminOf(request), request.query.upComCdId) }));
  serveApi(app, codeMngApi, 'reflectStatus', admin, (request) => getReflectStatus(app.db, adminOf(request)));
  serveApi(app, codeMngApi, 'create', admin, (request) => createCode(app.db, adminOf(request), request.body));
  serveApi(app, codeMngApi, 'update', admin, (request) => updateCodeEntry(app.db, adminOf(request), request.params.comCdId, request.body));
  serveApi(app, codeMngApi, 'remove', admin, (request) =>
    deleteCodeEntry(app.db, adminOf(request), request.params.comCdId, request.query.withChildren === 'Y'),
  );
}
