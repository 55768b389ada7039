import { accessIpMngApi } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOf } from '../../plugins/access.js';
import { serveApi } from '../../plugins/serve-api.js';
import { createAccessIp, deleteAccessIpEntry, getAccessIp, listAccessIps, type TAccessIpDeps, updateAccessIpEntry } from './access-ip.service.js';

const admin = { config: { access: 'admin' } } as const;

/** The access-IP allow-list page's API (spec §2 admin accessIp, SECURITY 14); SUPER role only (service). */
export const accessIpRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: TAccessIpDeps = { db: app.db, alwaysAllowed: app.accessIpList.alwaysAllowed, invalidate: app.accessIpList.invalidate };

  serveApi(app, accessIpMngApi, 'list', admin, (request) => listAccessIps(deps, adminOf(request), request.query));
  serveApi(app, accessIpMngApi, 'item', admin, (request) => getAccessIp(deps, adminOf(request), request.params.accessIpId));
  serveApi(app, accessIpMngApi, 'create', admin, (request) => createAccessIp(deps, adminOf(request), request.body));
  serveApi(app, accessIpMngApi, 'update', admin, (request) => updateAccessIpEntry(deps, adminOf(request), request.params.accessIpId, request.body));
  serveApi(app, accessIpMngApi, 'remove', admin, (request) => deleteAccessIpEntry(deps, adminOf(request), request.params.accessIpId));
};
