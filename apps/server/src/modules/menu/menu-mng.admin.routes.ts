import {
  ZMenuMngCreate,
  ZMenuMngItem,
  ZMenuMngMove,
  ZMenuMngParams,
  ZMenuMngSort,
  ZMenuMngTreeQuery,
  ZMenuMngTreeResponse,
  ZMenuMngUpdate,
  ZResultResponse,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/access.js';
import { moveMenu, sortMenus } from './menu-mng-order.service.js';
import { createMenu, deleteMenu, getMenu, getMenuTree, updateMenu } from './menu-mng.service.js';

const admin = { access: 'admin' } as const;

/**
 * The menu page's API (spec §2 admin menu, §3 menu item). /api/menu/list is the side menu, so the
 * page's calls are named after the page's work: menuMng. ADMIN menus: SUPER only to change (service).
 */
export const menuMngRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/menuMng/tree',
    { config: admin, schema: { querystring: ZMenuMngTreeQuery, response: { 200: ZMenuMngTreeResponse } } },
    async (request) => getMenuTree(app.db, actorOf(request), request.query.realmCd),
  );

  app.get(
    '/api/menuMng/:menuId',
    { config: admin, schema: { params: ZMenuMngParams, response: { 200: ZMenuMngItem } } },
    async (request) => getMenu(app.db, actorOf(request), request.params.menuId),
  );

  app.post(
    '/api/menuMng',
    { config: admin, schema: { body: ZMenuMngCreate, response: { 200: ZMenuMngItem } } },
    async (request) => createMenu(app.db, actorOf(request), request.body),
  );

  app.put(
    '/api/menuMng/:menuId',
    { config: admin, schema: { params: ZMenuMngParams, body: ZMenuMngUpdate, response: { 200: ZMenuMngItem } } },
    async (request) => updateMenu(app.db, actorOf(request), request.params.menuId, request.body),
  );

  app.delete(
    '/api/menuMng/:menuId',
    { config: admin, schema: { params: ZMenuMngParams, response: { 200: ZResultResponse } } },
    async (request) => deleteMenu(app.db, actorOf(request), request.params.menuId),
  );

  app.post(
    '/api/menuMng/move',
    { config: admin, schema: { body: ZMenuMngMove, response: { 200: ZResultResponse } } },
    async (request) => moveMenu(app.db, actorOf(request), request.body),
  );

  app.post(
    '/api/menuMng/sort',
    { config: admin, schema: { body: ZMenuMngSort, response: { 200: ZResultResponse } } },
    async (request) => sortMenus(app.db, actorOf(request), request.body),
  );
};
