import { ZPolicyPage, ZPolicyPageCode, ZSiteInfo } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getPolicyPage, getSiteInfo } from './site.service.js';

export const siteRoutes: FastifyPluginAsyncZod<{ siteName: string }> = async (app, opts) => {
  app.get(
    '/icec/api/site/info',
    { config: { access: 'public' }, schema: { response: { 200: ZSiteInfo } } },
    () => getSiteInfo(app.db, opts.siteName),
  );

  app.get(
    '/icec/api/site/policy/:polcyCd',
    {
      config: { access: 'public' },
      schema: { params: z.object({ polcyCd: ZPolicyPageCode }), response: { 200: ZPolicyPage } },
    },
    (request) => getPolicyPage(app.db, request.params.polcyCd),
  );
};
