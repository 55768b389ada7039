import { crrInfoApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { actorOrGuest } from '../../plugins/access.js';
import { serveApi } from '../../plugins/serve-api.js';
import { getPublicJob, listPublicJobs } from './crr-info.service.js';

const publicAccess = { config: { access: 'public' } } as const;

/** /crrInsp/crrInfo and its detail (spec §2): public data; a student reading a job earns INFO points. */
export async function crrInfoRoutes(app: FastifyInstance) {
  serveApi(app, crrInfoApi, 'list', publicAccess, (request) => listPublicJobs(app.db, request.query));
  serveApi(app, crrInfoApi, 'detail', publicAccess, (request) => getPublicJob(app.db, actorOrGuest(request), request.params.jobCd));
}
