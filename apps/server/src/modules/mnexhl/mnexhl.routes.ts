import { mnexhlApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { serveApi } from '../../plugins/serve-api.js';
import { getPublicBmnexhl, getPublicSmnexhl, listPublicBmnexhls } from './mnexhl.public.service.js';

const open = { config: { access: 'public' } } as const;

/** The halls for the public pages (spec §2 /eduIntdcn, /infoGd/crrFusionActvMnexhl): anyone may read. */
export async function mnexhlRoutes(app: FastifyInstance) {
  serveApi(app, mnexhlApi, 'bmnexhlList', open, () => listPublicBmnexhls(app.db));
  serveApi(app, mnexhlApi, 'bmnexhl', open, (request) => getPublicBmnexhl(app.db, request.params.bmnexhlId));
  serveApi(app, mnexhlApi, 'smnexhl', open, (request) => getPublicSmnexhl(app.db, request.params.bmnexhlId, request.params.smnexhlNo));
}
