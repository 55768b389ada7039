import { clsInfoApi, clsMngApi, schlInfoApi, tchrDsgnApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf, adminOf } from '../../plugins/access.js';
import { serveApi } from '../../plugins/serve-api.js';
import { approveTeacherMng, listClassesMng, listTeachersMng, setCrrTchrMng } from './cls.admin.service.js';
import { saveDesignation, viewDesignation } from './cls.dsgn.service.js';
import { approveStudents, createClass, listMyClasses, moveStudent, viewRoster } from './cls.info.service.js';
import { promote, viewPromotion } from './cls.promotion.service.js';
import { approveTeacher, mySchool, refuseTeacher, requestSchool } from './cls.schl.service.js';

const user = { config: { access: 'user' } } as const;
const admin = { config: { access: 'admin' } } as const;
const done = { result: 'SUCCESS' } as const;

/** Teachers' pages (issue 18): schlInfo, tchrDsgn, clsInfo; the rules and permission checks are in the services. */
export async function clsRoutes(app: FastifyInstance) {
  serveApi(app, schlInfoApi, 'mine', user, (request) => mySchool(app.db, actorOf(request), request.query.schlYr));
  serveApi(app, schlInfoApi, 'request', user, (request) => requestSchool(app.db, actorOf(request), request.body));
  serveApi(app, schlInfoApi, 'approveTchr', user, async (request) => {
    await approveTeacher(app.db, actorOf(request), request.params.userId);
    return done;
  });
  serveApi(app, schlInfoApi, 'refuseTchr', user, async (request) => {
    await refuseTeacher(app.db, actorOf(request), request.params.userId);
    return done;
  });

  serveApi(app, tchrDsgnApi, 'view', user, (request) => viewDesignation(app.db, actorOf(request), request.query.schlYr));
  serveApi(app, tchrDsgnApi, 'save', user, (request) => saveDesignation(app.db, actorOf(request), request.body));

  serveApi(app, clsInfoApi, 'classes', user, (request) => listMyClasses(app.db, actorOf(request), request.query.schlYr));
  serveApi(app, clsInfoApi, 'createClass', user, (request) => createClass(app.db, actorOf(request), request.body));
  serveApi(app, clsInfoApi, 'roster', user, (request) => viewRoster(app.db, actorOf(request), request.params.clsId));
  serveApi(app, clsInfoApi, 'approve', user, (request) => approveStudents(app.db, actorOf(request), request.params.clsId, request.body));
  serveApi(app, clsInfoApi, 'move', user, (request) => moveStudent(app.db, actorOf(request), request.params.clsId, request.body));
  serveApi(app, clsInfoApi, 'promotion', user, (request) => viewPromotion(app.db, actorOf(request), request.query.schlYr));
  serveApi(app, clsInfoApi, 'promote', user, (request) => promote(app.db, actorOf(request), request.body));
}

/** admin classes: schools' classes and teachers, approving teachers and naming career teachers. */
export async function clsAdminRoutes(app: FastifyInstance) {
  serveApi(app, clsMngApi, 'list', admin, (request) => listClassesMng(app.db, adminOf(request), request.query));
  serveApi(app, clsMngApi, 'teachers', admin, (request) => listTeachersMng(app.db, adminOf(request), request.query));
  serveApi(app, clsMngApi, 'approveTchr', admin, (request) => approveTeacherMng(app.db, adminOf(request), request.params.userId));
  serveApi(app, clsMngApi, 'refuseTchr', admin, async (request) => {
    await refuseTeacher(app.db, adminOf(request), request.params.userId);
    return done;
  });
  serveApi(app, clsMngApi, 'crrTchr', admin, (request) => setCrrTchrMng(app.db, adminOf(request), request.params.userId, request.body));
}
