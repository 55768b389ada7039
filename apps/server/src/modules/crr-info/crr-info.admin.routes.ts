import { crrInfoMngApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { adminOf } from '../../plugins/access.js';
import { serveApi } from '../../plugins/serve-api.js';
import { createJob, getJob, listJobs, removeJob, updateJobEntry } from './crr-info.admin.service.js';

const admin = { config: { access: 'admin' } } as const;

/** The job page's API (admin crrInfoMng); any administrator. */
export async function crrInfoAdminRoutes(app: FastifyInstance) {
  serveApi(app, crrInfoMngApi, 'list', admin, (request) => listJobs(app.db, adminOf(request), request.query));
  serveApi(app, crrInfoMngApi, 'item', admin, (request) => getJob(app.db, adminOf(request), request.params.jobCd));
  serveApi(app, crrInfoMngApi, 'create', admin, (request) => createJob(app.db, adminOf(request), request.body));
  serveApi(app, crrInfoMngApi, 'update', admin, (request) => updateJobEntry(app.db, adminOf(request), request.params.jobCd, request.body));
  serveApi(app, crrInfoMngApi, 'remove', admin, (request) => removeJob(app.db, adminOf(request), request.params.jobCd));
}
