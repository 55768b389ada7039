import { ZAccessIpItem, ZAccessIpListQuery, ZAccessIpListResponse, ZAccessIpParams, ZAccessIpSave, ZResultResponse } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/access.js';
import { createAccessIp, deleteAccessIpEntry, getAccessIp, listAccessIps, type TAccessIpDeps, updateAccessIpEntry } from './access-ip.service.js';

const admin = { access: 'admin' } as const;

/** The access-IP allow-list page's API (spec §2 admin accessIp, SECURITY 14); SUPER role only (service). */
export const accessIpRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: TAccessIpDeps = { db: app.db, alwaysAllowed: app.accessIpList.alwaysAllowed, invalidate: app.accessIpList.invalidate };

  app.get(
    '/api/accessIp/list',
    { config: admin, schema: { querystring: ZAccessIpListQuery, response: { 200: ZAccessIpListResponse } } },
    async (request) => listAccessIps(deps, actorOf(request), request.query),
  );

  app.get(
    '/api/accessIp/:accessIpId',
    { config: admin, schema: { params: ZAccessIpParams, response: { 200: ZAccessIpItem } } },
    async (request) => getAccessIp(deps, actorOf(request), request.params.accessIpId),
  );

  app.post(
    '/api/accessIp',
    { config: admin, schema: { body: ZAccessIpSave, response: { 200: ZAccessIpItem } } },
    async (request) => createAccessIp(deps, actorOf(request), request.body),
  );

  app.put(
    '/api/accessIp/:accessIpId',
    { config: admin, schema: { params: ZAccessIpParams, body: ZAccessIpSave, response: { 200: ZAccessIpItem } } },
    async (request) => updateAccessIpEntry(deps, actorOf(request), request.params.accessIpId, request.body),
  );

  app.delete(
    '/api/accessIp/:accessIpId',
    { config: admin, schema: { params: ZAccessIpParams, response: { 200: ZResultResponse } } },
    async (request) => deleteAccessIpEntry(deps, actorOf(request), request.params.accessIpId),
  );
};
