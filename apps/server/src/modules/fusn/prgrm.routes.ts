import { fusnPrgrmApi, fusnPrgrmMngApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { adminOf } from '../../plugins/access.js';
import { serveApi } from '../../plugins/serve-api.js';
import { calendarOf, prgrmViewOf } from './calendar.service.js';
import { listClsrs, removeClsr, saveClsr } from './clsr.service.js';
import { changePrgrmStts, copyPrgrm, createPrgrm, getPrgrm, listPrgrms, removePrgrm, srvyOptions, updatePrgrmEntry } from './prgrm.service.js';
import { cancelSesn, createSesn, generateSesns, listSesns, updateSesnEntry } from './sesn.service.js';

const admin = { config: { access: 'admin' } } as const;
const publicAccess = { config: { access: 'public' } } as const;

/** The public calendar and program view. */
export async function fusnPrgrmRoutes(app: FastifyInstance) {
  serveApi(app, fusnPrgrmApi, 'calendar', publicAccess, (request) => calendarOf(app.db, request.query));
  serveApi(app, fusnPrgrmApi, 'prgrmView', publicAccess, (request) => prgrmViewOf(app.db, request.params.prgrmId));
}

/** admin prgrmEstbl: programs, their sessions and the closure calendar. */
export async function fusnPrgrmAdminRoutes(app: FastifyInstance, { secret }: { secret: string }) {
  serveApi(app, fusnPrgrmMngApi, 'list', admin, (request) => listPrgrms(app.db, adminOf(request), request.query));
  serveApi(app, fusnPrgrmMngApi, 'view', admin, (request) => getPrgrm(app.db, adminOf(request), request.params.prgrmId));
  serveApi(app, fusnPrgrmMngApi, 'create', admin, (request) => createPrgrm(app.db, adminOf(request), request.body));
  serveApi(app, fusnPrgrmMngApi, 'update', admin, (request) => updatePrgrmEntry(app.db, adminOf(request), request.params.prgrmId, request.body));
  serveApi(app, fusnPrgrmMngApi, 'remove', admin, (request) => removePrgrm(app.db, adminOf(request), request.params.prgrmId));
  serveApi(app, fusnPrgrmMngApi, 'stts', admin, (request) => changePrgrmStts(app.db, adminOf(request), request.params.prgrmId, request.body));
  serveApi(app, fusnPrgrmMngApi, 'copy', admin, (request) => copyPrgrm(app.db, adminOf(request), request.params.prgrmId));
  serveApi(app, fusnPrgrmMngApi, 'srvyOptions', admin, (request) => srvyOptions(app.db, adminOf(request)));
  serveApi(app, fusnPrgrmMngApi, 'sesnList', admin, (request) => listSesns(app.db, adminOf(request), request.params.prgrmId, request.query));
  serveApi(app, fusnPrgrmMngApi, 'sesnGenerate', admin, (request) => generateSesns(app.db, adminOf(request), secret, request.params.prgrmId, request.body));
  serveApi(app, fusnPrgrmMngApi, 'sesnCreate', admin, (request) => createSesn(app.db, adminOf(request), secret, request.params.prgrmId, request.body));
  serveApi(app, fusnPrgrmMngApi, 'sesnUpdate', admin, (request) => updateSesnEntry(app.db, adminOf(request), request.params.sesnId, request.body));
  serveApi(app, fusnPrgrmMngApi, 'sesnCancel', admin, (request) => cancelSesn(app.db, adminOf(request), request.params.sesnId, request.body));
  serveApi(app, fusnPrgrmMngApi, 'clsrList', admin, (request) => listClsrs(app.db, adminOf(request), request.query.year));
  serveApi(app, fusnPrgrmMngApi, 'clsrSave', admin, (request) => saveClsr(app.db, adminOf(request), request.body));
  serveApi(app, fusnPrgrmMngApi, 'clsrRemove', admin, (request) => removeClsr(app.db, adminOf(request), request.params.clsrYmd));
}
