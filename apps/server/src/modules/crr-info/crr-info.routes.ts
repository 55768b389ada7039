import { crrInfoApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../plugins/access.js';
import { serveApi } from '../../plugins/serve-api.js';
import { getPublicJob, listPublicJobs, readJob } from './crr-info.service.js';

const publicAccess = { config: { access: 'public' } } as const;
const userAccess = { config: { access: 'user' } } as const;

/** /crrInsp/crrInfo and its detail (spec §2): public data; a student whose job page is shown earns INFO points by the read call. */
export async function crrInfoRoutes(app: FastifyInstance) {
  serveApi(app, crrInfoApi, 'list', publicAccess, (request) => listPublicJobs(app.db, request.query));
  serveApi(app, crrInfoApi, 'detail', publicAccess, (request) => getPublicJob(app.db, request.params.jobCd));
  serveApi(app, crrInfoApi, 'read', userAccess, (request) => readJob(app.db, actorOf(request), request.params.jobCd));
}
