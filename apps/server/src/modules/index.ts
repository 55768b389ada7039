import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../config/env.js';
import healthModule from './health/index.js';
import menuModule from './menu/index.js';
import siteModule from './site/index.js';

/** The explicit registry of modules (ARCHITECTURE: no autoload). */
export async function registerModules(app: FastifyInstance, config: TConfig) {
  await app.register(healthModule);
  await app.register(siteModule, { siteName: config.siteName });
  await app.register(menuModule);
}
