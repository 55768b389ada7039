import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../config/env.js';
import accessIpModule from './access-ip/index.js';
import authorityModule from './authority/index.js';
import dashboardModule from './dashboard/index.js';
import joinModule from './join/index.js';
import managerModule from './manager/index.js';
import memberAdminModule from './member-admin/index.js';
import myInfoModule from './my-info/index.js';
import privacyLogModule from './privacy-log/index.js';
import socialLoginModule from './social-login/index.js';
import authModule from './auth/index.js';
import healthModule from './health/index.js';
import menuModule from './menu/index.js';
import siteModule from './site/index.js';

/** The explicit registry of modules (ARCHITECTURE: no autoload). */
export async function registerModules(app: FastifyInstance, config: TConfig) {
  await app.register(healthModule);
  await app.register(siteModule, { siteName: config.siteName });
  await app.register(menuModule);
  await app.register(authModule, { config });
  await app.register(accessIpModule, { config });
  await app.register(authorityModule, { config });
  await app.register(dashboardModule, { config });
  await app.register(joinModule, { config });
  await app.register(managerModule, { config });
  await app.register(memberAdminModule, { config });
  await app.register(myInfoModule, { config });
  await app.register(privacyLogModule, { config });
  await app.register(socialLoginModule, { config });
}
