import { fusnRsvtApi, fusnRsvtMngApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { sendDownload } from '../../lib/xlsx.js';
import { actorOf, adminOf } from '../../plugins/access.js';
import { serveApi } from '../../plugins/serve-api.js';
import { applyUnit, admStdntList, assignStdnts, cancelMyAply, listAplyStdnts, listNotAplyStdnts, myRsvts, remindStdnts, viewUnit } from './grp-aply.service.js';
import { admCancelRsvt, admConfirmRsvt, admExportRsvts, admListRsvts, admViewRsvt } from './rsvt.admin.service.js';
import { cancelAsSchool, listSchoolRsvts, reserve, viewSchoolRsvt } from './rsvt.service.js';
import { rsvtIcalFile, rsvtSheetFile } from './rsvt.sheet.js';

const user = { config: { access: 'user' } } as const;
const admin = { config: { access: 'admin' } } as const;

/** The school's reservations and their students' applications (/myPage/fusionActv*): every call needs a login. */
export async function rsvtRoutes(app: FastifyInstance) {
  const db = app.db;
  serveApi(app, fusnRsvtApi, 'reserve', user, (request) => reserve(db, actorOf(request), request.body));
  serveApi(app, fusnRsvtApi, 'list', user, (request) => listSchoolRsvts(db, actorOf(request), request.query));
  serveApi(app, fusnRsvtApi, 'mine', user, (request) => myRsvts(db, actorOf(request)));
  serveApi(app, fusnRsvtApi, 'view', user, (request) => viewSchoolRsvt(db, actorOf(request), request.params.schlRsvtId));
  serveApi(app, fusnRsvtApi, 'cancel', user, (request) => cancelAsSchool(db, actorOf(request), request.params.schlRsvtId));
  serveApi(app, fusnRsvtApi, 'sheet', user, async (request, reply) =>
    sendDownload(reply, await rsvtSheetFile(db, actorOf(request), request.params.schlRsvtId)),
  );
  serveApi(app, fusnRsvtApi, 'ical', user, async (request, reply) => sendDownload(reply, await rsvtIcalFile(db, actorOf(request), request.params.schlRsvtId)));
  serveApi(app, fusnRsvtApi, 'unitView', user, (request) => viewUnit(db, actorOf(request), request.params.schlRsvtId, request.params.aplyUnitCd));
  serveApi(app, fusnRsvtApi, 'unitApply', user, (request) => applyUnit(db, actorOf(request), request.params.schlRsvtId, request.params.aplyUnitCd));
  serveApi(app, fusnRsvtApi, 'aplyCancel', user, (request) => cancelMyAply(db, actorOf(request), request.params.schlRsvtId));
  serveApi(app, fusnRsvtApi, 'stdntAplyList', user, (request) => listAplyStdnts(db, actorOf(request), request.params.schlRsvtId, request.query));
  serveApi(app, fusnRsvtApi, 'stdntNotAplyList', user, (request) => listNotAplyStdnts(db, actorOf(request), request.params.schlRsvtId, request.query));
  serveApi(app, fusnRsvtApi, 'assign', user, (request) => assignStdnts(db, actorOf(request), request.params.schlRsvtId, request.body));
  serveApi(app, fusnRsvtApi, 'remind', user, (request) => remindStdnts(db, actorOf(request), request.params.schlRsvtId, request.body));
}

/** The administrator's group activity management (grpActvMng). */
export async function rsvtAdminRoutes(app: FastifyInstance) {
  const db = app.db;
  serveApi(app, fusnRsvtMngApi, 'list', admin, (request) => admListRsvts(db, request.query));
  serveApi(app, fusnRsvtMngApi, 'view', admin, (request) => admViewRsvt(db, request.params.schlRsvtId));
  serveApi(app, fusnRsvtMngApi, 'confirm', admin, (request) => admConfirmRsvt(db, adminOf(request), request.params.schlRsvtId));
  serveApi(app, fusnRsvtMngApi, 'cancel', admin, (request) => admCancelRsvt(db, adminOf(request), request.params.schlRsvtId, request.body.cnclRsn));
  serveApi(app, fusnRsvtMngApi, 'stdntList', admin, (request) => admStdntList(db, adminOf(request), request.params.schlRsvtId));
  serveApi(app, fusnRsvtMngApi, 'excel', admin, async (request, reply) => sendDownload(reply, await admExportRsvts(db, adminOf(request), request.body)));
}
