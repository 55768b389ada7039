import { ZAdminMenuListResponse } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/access.js';
import { listAdminMenus } from './menu.admin.service.js';

/** GET /api/menu/list: the admin side menu (the user realm's is /icec/api/menu/list, spec §7). */
export const menuAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/menu/list',
    { config: { access: 'admin' }, schema: { response: { 200: ZAdminMenuListResponse } } },
    async (request) => ({ adminMenuList: await listAdminMenus(app.db, actorOf(request).actorUserId) }),
  );
};
