import { contsApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { serveApi } from '../../plugins/serve-api.js';
import { clsfTree } from './conts.clsf.js';
import { getConts, listConts } from './conts.public.service.js';

const open = { config: { access: 'public' } } as const;

/** The public library (issue 20): guests and members read visible contents. */
export async function contsRoutes(app: FastifyInstance) {
  const db = app.db;
  serveApi(app, contsApi, 'list', open, (request) => listConts(db, request.query));
  serveApi(app, contsApi, 'clsfTree', open, () => clsfTree(db));
  serveApi(app, contsApi, 'detail', open, (request) => getConts(db, request.params.contsId));
}
