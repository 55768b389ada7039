import type { FastifyInstance } from 'fastify';
import { menuMngRoutes } from './menu-mng.admin.routes.js';
import { menuAdminRoutes } from './menu.admin.routes.js';
import { menuRoutes } from './menu.routes.js';

export default async function menuModule(app: FastifyInstance) {
  await app.register(menuRoutes);
  await app.register(menuAdminRoutes);
  await app.register(menuMngRoutes);
}
