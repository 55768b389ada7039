import type { FastifyInstance } from 'fastify';
import { siteRoutes } from './site.routes.js';

export { CENTRE_CONTACT } from './site.seed.js';

export default async function siteModule(app: FastifyInstance, opts: { siteName: string }) {
  await app.register(siteRoutes, opts);
}
