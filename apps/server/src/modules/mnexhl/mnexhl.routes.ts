import { ZBmnexhlParams, ZMnexhlBmnexhlDetail, ZMnexhlBmnexhlList, ZMnexhlSmnexhl, ZMnexhlSmnexhlParams } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getPublicBmnexhl, getPublicSmnexhl, listPublicBmnexhls } from './mnexhl.public.service.js';

const open = { access: 'public' } as const;

/** The halls for the public pages (spec §2 /eduIntdcn, /infoGd/crrFusionActvMnexhl): anyone may read. */
export const mnexhlRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/icec/api/mnexhl/bmnexhl/list', { config: open, schema: { response: { 200: ZMnexhlBmnexhlList } } }, () => listPublicBmnexhls(app.db));

  app.get(
    '/icec/api/mnexhl/bmnexhl/:bmnexhlId',
    { config: open, schema: { params: ZBmnexhlParams, response: { 200: ZMnexhlBmnexhlDetail } } },
    (request) => getPublicBmnexhl(app.db, request.params.bmnexhlId),
  );

  app.get(
    '/icec/api/mnexhl/smnexhl/:bmnexhlId/:smnexhlNo',
    { config: open, schema: { params: ZMnexhlSmnexhlParams, response: { 200: ZMnexhlSmnexhl } } },
    (request) => getPublicSmnexhl(app.db, request.params.bmnexhlId, request.params.smnexhlNo),
  );
};
