import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config/env.js';
import { popupAdminRoutes } from './popup.admin.routes.js';
import { popupRoutes } from './popup.routes.js';

/** User popups: the admin page's API and the public list the popup layer reads. */
export default async function popupModule(app: FastifyInstance, _opts: { config: TConfig }) {
  await app.register(popupAdminRoutes);
  await app.register(popupRoutes);
}
