import { ZPopupPublicListResponse, ZPopupPublicQuery } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listShowingPopups } from './popup.service.js';

/** spec §4 user popup: the popups showing now on a page, for every visitor. */
export const popupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/icec/api/popup/list',
    { config: { access: 'public' }, schema: { querystring: ZPopupPublicQuery, response: { 200: ZPopupPublicListResponse } } },
    async (request) => listShowingPopups(app.db, request.query.pageUrl),
  );
};
