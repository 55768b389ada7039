import { siteApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { serveApi } from '../../plugins/serve-api.js';
import { getPolicyPage, getSiteInfo } from './site.service.js';

const publicAccess = { config: { access: 'public' } } as const;

export async function siteRoutes(app: FastifyInstance, opts: { siteName: string }) {
  serveApi(app, siteApi, 'info', publicAccess, () => getSiteInfo(app.db, opts.siteName));
  serveApi(app, siteApi, 'policy', publicAccess, (request) => getPolicyPage(app.db, request.params.polcyCd));
}
