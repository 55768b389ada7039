import { ZMenuListResponse } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listUserMenus } from './menu.service.js';

export const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/icec/api/menu/list',
    { config: { access: 'public' }, schema: { response: { 200: ZMenuListResponse } } },
    async (request) => ({ userMenuList: await listUserMenus(app.db, request.user) }),
  );
};
