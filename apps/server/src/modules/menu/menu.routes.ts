import { menuApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { serveApi } from '../../plugins/serve-api.js';
import { listUserMenus } from './menu.service.js';
import { actorOrGuest } from '../../plugins/access.js';

export async function menuRoutes(app: FastifyInstance) {
  serveApi(app, menuApi, 'list', { config: { access: 'public' } }, async (request) => ({ userMenuList: await listUserMenus(app.db, actorOrGuest(request)) }));
}
