import { menuMngApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { adminOf } from '../../plugins/access.js';
import { serveApi } from '../../plugins/serve-api.js';
import { moveMenu, sortMenus } from './menu-mng-order.service.js';
import { createMenu, deleteMenu, getMenu, getMenuTree, updateMenu } from './menu-mng.service.js';

const admin = { config: { access: 'admin' } } as const;

/**
 * The menu page's API (spec §2 admin menu, §3 menu item). /api/menu/list is the side menu, so the
 * page's calls are named after the page's work: menuMng. ADMIN menus: SUPER only to change (service).
 */
export async function menuMngRoutes(app: FastifyInstance) {
  serveApi(app, menuMngApi, 'tree', admin, (request) => getMenuTree(app.db, adminOf(request), request.query.realmCd));
  serveApi(app, menuMngApi, 'item', admin, (request) => getMenu(app.db, adminOf(request), request.params.menuId));
  serveApi(app, menuMngApi, 'create', admin, (request) => createMenu(app.db, adminOf(request), request.body));
  serveApi(app, menuMngApi, 'update', admin, (request) => updateMenu(app.db, adminOf(request), request.params.menuId, request.body));
  serveApi(app, menuMngApi, 'remove', admin, (request) => deleteMenu(app.db, adminOf(request), request.params.menuId));
  serveApi(app, menuMngApi, 'move', admin, (request) => moveMenu(app.db, adminOf(request), request.body));
  serveApi(app, menuMngApi, 'sort', admin, (request) => sortMenus(app.db, adminOf(request), request.body));
}
