import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config/env.js';
import { adminImageOwner, registerFileOwner } from '../files/index.js';
import { popupAdminRoutes } from './popup.admin.routes.js';
import { isPopupShowing } from './popup.repo.js';
import { popupRoutes } from './popup.routes.js';

/** User popups: the admin page's API and the public list the popup layer reads. */
export default async function popupModule(app: FastifyInstance, _opts: { config: TConfig }) {
  // administrators upload a popup's image; anyone sees it while the popup shows (SECURITY 8, 15)
  registerFileOwner('popup', adminImageOwner(isPopupShowing));
  await app.register(popupAdminRoutes);
  await app.register(popupRoutes);
}
