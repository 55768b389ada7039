import { menuApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { adminOf } from '../../plugins/access.js';
import { serveApi } from '../../plugins/serve-api.js';
import { listAdminMenus } from './menu.admin.service.js';

/** GET /api/menu/list: the admin side menu (the user realm's is /icec/api/menu/list, spec §7). */
export async function menuAdminRoutes(app: FastifyInstance) {
  serveApi(app, menuApi, 'adminList', { config: { access: 'admin' } }, async (request) => ({
    adminMenuList: await listAdminMenus(app.db, adminOf(request).userId),
  }));
}
