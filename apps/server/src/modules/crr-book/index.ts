import { recordIdOf } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config/env.js';
import { registerRcmdtnTarget } from '../common-log/index.js';
import { adminImageOwner, registerDemoImages, registerFileOwner } from '../files/index.js';
import { crrBookAdminRoutes } from './crr-book.admin.routes.js';
import { attachCrrBookDemoCovers } from './crr-book.demo-images.js';
import { isCrrBookInUse, lockUsableCrrBook } from './crr-book.repo.js';
import { crrBookRoutes } from './crr-book.routes.js';
import { CRR_BOOK_SRVC_CD } from './crr-book.service.js';

/** Career books: the admin page crrBookMng and the public /infoGd/crrBook pages. */
export default async function crrBookModule(app: FastifyInstance, _opts: { config: TConfig }) {
  // spec §7 rcmdtn: a book in use may be recommended; its idntfId is the book id
  registerRcmdtnTarget(CRR_BOOK_SRVC_CD, async (tx, idntfId) => {
    const id = recordIdOf(idntfId);
    return id !== undefined && lockUsableCrrBook(tx, id);
  });
  // administrators upload a book's cover; anyone sees it while the book is in use (SECURITY 8, 15)
  registerFileOwner('crrBook', adminImageOwner(isCrrBookInUse));
  registerDemoImages('crr-book', attachCrrBookDemoCovers);
  await app.register(crrBookAdminRoutes);
  await app.register(crrBookRoutes);
}
