import { inspApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf, actorOrGuest } from '../../plugins/access.js';
import { serveApi } from '../../plugins/serve-api.js';
import { sendDownload } from '../../lib/xlsx.js';
import { rsltPdfFile } from './insp.pdf.js';
import { getRslt, listRslts, submitSheet } from './insp.rslt.service.js';
import { listInsps, saveAnswers, startInspSheet, viewInsp } from './insp.service.js';

const publicAccess = { config: { access: 'public' } } as const;
const userAccess = { config: { access: 'user' } } as const;

/** /crrInsp/crrInsp and /crrInsp/crrInspRslt (spec §2): the catalogue is public, taking a test and its results need a login. */
export async function inspRoutes(app: FastifyInstance) {
  serveApi(app, inspApi, 'list', publicAccess, (request) => listInsps(app.db, actorOrGuest(request)));
  serveApi(app, inspApi, 'view', publicAccess, (request) => viewInsp(app.db, actorOrGuest(request), request.params.inspName));
  serveApi(app, inspApi, 'sheet', userAccess, (request) => startInspSheet(app.db, actorOf(request), request.params.inspName, request.body.genderCd));
  serveApi(app, inspApi, 'answer', userAccess, (request) => saveAnswers(app.db, actorOf(request), request.body.sheetId, request.body.answers));
  serveApi(app, inspApi, 'submit', userAccess, (request) => submitSheet(app.db, actorOf(request), request.body.sheetId));
  serveApi(app, inspApi, 'rsltList', userAccess, (request) => listRslts(app.db, actorOf(request)));
  serveApi(app, inspApi, 'rslt', userAccess, (request) => getRslt(app.db, actorOf(request), request.params.sheetId));
  serveApi(app, inspApi, 'rsltPdf', userAccess, async (request, reply) =>
    sendDownload(reply, await rsltPdfFile(app.db, actorOf(request), request.params.sheetId)),
  );
}
