import { isAdminPath, LOGIN_MESSAGES } from '@portal/contract';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { TConfig } from '../../config/env.js';
import { AppError } from '../../plugins/app-error.js';
import type { TAccess } from '../../plugins/access.js';
import { appendHook } from '../../plugins/route-hooks.js';
import { compileAllowList, compileAlwaysAllowed, isAllowed, type TAllowList, type TIpRule } from './access-ip.matcher.js';
import { findActiveAccessIps } from './access-ip.repo.js';

/**
 * How long a process trusts its copy of the list. A change made through this process drops the copy
 * at once; other processes behind the same load balancer see it within this time.
 */
const CACHE_TTL_MS = 5_000;

/** The admin pages themselves are not served outside the list either (no shell, no hint of the realm). */
const DENIED_PAGE =
  '<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>접근이 제한되었습니다</title></head>' +
  `<body><main><h1>접근이 제한되었습니다</h1><p>${LOGIN_MESSAGES.ipDenied}</p></main></body></html>`;

/** The admin API; the common file and log endpoints and the health probe serve both realms (ARCHITECTURE). */
export function isGuardedUrl(url: string): boolean {
  if (!url.startsWith('/api/')) return false;
  if (url === '/api/health' || url.startsWith('/api/health/')) return false;
  return !url.startsWith('/api/common/') && !url.startsWith('/api/commonLog/');
}

declare module 'fastify' {
  interface FastifyInstance {
    accessIpList: {
      /** ADMIN_ALLOWED_IPS, compiled */
      alwaysAllowed: readonly TIpRule[];
      allows(ip: string | undefined): Promise<boolean>;
      /** after a change: the next request reads the list again */
      invalidate(): void;
    };
  }
}

/**
 * SECURITY 14: every admin API route, login included, answers 403 to an address outside the
 * access-IP allow-list. request.ip believes X-Forwarded-For only from TRUST_PROXY's proxies.
 * The check is an onRequest hook of each /api/ route and each admin-only route, so it runs before the body is read.
 */
async function accessIpGuard(app: FastifyInstance, opts: { config: TConfig }) {
  const alwaysAllowed = compileAlwaysAllowed(opts.config.adminAllowedIps);
  let cached: { at: number; list: Promise<TAllowList> } | undefined;

  function currentList(): Promise<TAllowList> {
    if (cached && Date.now() - cached.at < CACHE_TTL_MS) return cached.list;
    const list = findActiveAccessIps(app.db).then(compileAllowList);
    const entry = { at: Date.now(), list };
    cached = entry;
    // a failed read is not remembered; the request fails (500) and the next one tries again
    list.catch(() => {
      if (cached === entry) cached = undefined;
    });
    return list;
  }

  app.decorate('accessIpList', {
    alwaysAllowed,
    allows: async (ip: string | undefined) => isAllowed(ip, await currentList(), alwaysAllowed),
    invalidate: () => {
      cached = undefined;
    },
  });

  const check: onRequestAsyncHookHandler = async (request) => {
    if (await app.accessIpList.allows(request.ip)) return;
    request.log.info({ ip: request.ip, url: request.url }, 'admin realm: address not on the access-IP list');
    throw new AppError('IP_DENIED', 403, LOGIN_MESSAGES.ipDenied);
  };

  // the admin API, and admin-only calls under the user prefix (spec §7 manageCode changeSortSeq, resetCodeList)
  app.addHook('onRoute', (route) => {
    const adminOnly = (route.config as { access?: TAccess } | undefined)?.access === 'admin';
    if (adminOnly || isGuardedUrl(route.url)) route.onRequest = appendHook(route.onRequest, check);
  });

  // The /admin pages (answered by the web app's fallback): callback style, so other paths cost no promise.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return done();
    if (!isAdminPath(request.url.split('?')[0] ?? '')) return done();
    app.accessIpList.allows(request.ip).then((allowed) => {
      if (allowed) return done();
      request.log.info({ ip: request.ip, url: request.url }, 'admin page: address not on the access-IP list');
      reply.code(403).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(DENIED_PAGE);
    }, done);
  });
}

export default fp(accessIpGuard, { name: 'access-ip-guard', dependencies: ['access'] });
