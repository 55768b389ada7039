import { INTDCN_PAGE_CODES } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config/env.js';
import { adminImageOwnerByKey, registerDemoImages, registerFileOwner } from '../files/index.js';
import { eduIntdcnAdminRoutes } from './edu-intdcn.admin.routes.js';
import { attachIntdcnDemoImages } from './edu-intdcn.demo-images.js';
import { eduIntdcnRoutes } from './edu-intdcn.routes.js';

const isPageCd = (seqId: string) => (INTDCN_PAGE_CODES as readonly string[]).includes(seqId);

/** The centre introduction pages (spec §2 /eduIntdcn/grts, crrMap, flrInfo; admin eduIntdcnMng). */
export default async function eduIntdcnModule(app: FastifyInstance, _opts: { config: TConfig }) {
  // administrators upload a page's image; the pages are public, so anyone sees a saved one (SECURITY 8, 15)
  registerFileOwner(
    'intdcnPage',
    adminImageOwnerByKey(async (_db, seqId) => isPageCd(seqId)),
  );
  registerDemoImages('edu-intdcn', attachIntdcnDemoImages);
  await app.register(eduIntdcnAdminRoutes);
  await app.register(eduIntdcnRoutes);
}
