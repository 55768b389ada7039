import { CRR_SITE_CTGRY_GROUP } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config/env.js';
import { codeList } from '../code/index.js';
import { adminImageOwner, registerDemoImages, registerFileOwner } from '../files/index.js';
import { crrSiteAdminRoutes } from './crr-site.admin.routes.js';
import { attachCrrSiteDemoLogos } from './crr-site.demo-images.js';
import { isCrrSiteInUse } from './crr-site.repo.js';
import { crrSitePublicRoutes } from './crr-site.routes.js';
import type { TCrrSiteDeps } from './crr-site.service.js';

/** Career sites: admin crrSiteMng and the public /infoGd/crrSite. */
export default async function crrSiteModule(app: FastifyInstance, _opts: { config: TConfig }) {
  // administrators upload a site's logo; anyone sees it while the site is listed (SECURITY 8, 15)
  registerFileOwner('crrSite', adminImageOwner(isCrrSiteInUse));
  registerDemoImages('crr-site', attachCrrSiteDemoLogos);
  const deps: TCrrSiteDeps = { db: app.db, categories: () => codeList(app.db, CRR_SITE_CTGRY_GROUP) };
  await app.register(crrSiteAdminRoutes, { deps });
  await app.register(crrSitePublicRoutes, { deps });
}
