import { ZPopupItem, ZPopupListQuery, ZPopupListResponse, ZPopupParams, ZPopupSave, ZResultResponse } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/access.js';
import { createPopup, deletePopupEntry, getPopup, listPopups, updatePopupEntry } from './popup.service.js';

const admin = { access: 'admin' } as const;

/** admin popup (spec §2): the user popups, their period, target pages, size, position and content. */
export const popupAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/popup/list',
    { config: admin, schema: { querystring: ZPopupListQuery, response: { 200: ZPopupListResponse } } },
    async (request) => listPopups(app.db, actorOf(request), request.query),
  );

  app.get(
    '/api/popup/:popupId',
    { config: admin, schema: { params: ZPopupParams, response: { 200: ZPopupItem } } },
    async (request) => getPopup(app.db, actorOf(request), request.params.popupId),
  );

  app.post(
    '/api/popup',
    { config: admin, schema: { body: ZPopupSave, response: { 200: ZPopupItem } } },
    async (request) => createPopup(app.db, actorOf(request), request.body),
  );

  app.put(
    '/api/popup/:popupId',
    { config: admin, schema: { params: ZPopupParams, body: ZPopupSave, response: { 200: ZPopupItem } } },
    async (request) => updatePopupEntry(app.db, actorOf(request), request.params.popupId, request.body),
  );

  app.delete(
    '/api/popup/:popupId',
    { config: admin, schema: { params: ZPopupParams, response: { 200: ZResultResponse } } },
    async (request) => deletePopupEntry(app.db, actorOf(request), request.params.popupId),
  );
};
