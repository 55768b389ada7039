import { assistInstMngApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { adminOf } from '../../plugins/access.js';
import { serveApi } from '../../plugins/serve-api.js';
import { createAssistInst, deleteAssistInstEntry, getAssistInst, listAssistInsts, updateAssistInstEntry } from './assist-inst.service.js';

const admin = { config: { access: 'admin' } } as const;

/** The assist-institution page's API (spec §2 admin assistInst). */
export async function assistInstAdminRoutes(app: FastifyInstance) {
  serveApi(app, assistInstMngApi, 'list', admin, (request) => listAssistInsts(app.db, adminOf(request), request.query));
  serveApi(app, assistInstMngApi, 'item', admin, (request) => getAssistInst(app.db, adminOf(request), request.params.assistInstId));
  serveApi(app, assistInstMngApi, 'create', admin, (request) => createAssistInst(app.db, adminOf(request), request.body));
  serveApi(app, assistInstMngApi, 'update', admin, (request) => updateAssistInstEntry(app.db, adminOf(request), request.params.assistInstId, request.body));
  serveApi(app, assistInstMngApi, 'remove', admin, (request) => deleteAssistInstEntry(app.db, adminOf(request), request.params.assistInstId));
}
