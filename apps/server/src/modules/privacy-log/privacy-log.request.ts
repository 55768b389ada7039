import type { FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/app-error.js';
import type { TActor } from './privacy-log.service.js';

/** The page the request came from, when it is one of ours (the referring admin screen). */
function menuPathOf(request: FastifyRequest): string | null {
  const referer = request.headers.referer;
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.origin === new URL(`${request.protocol}://${request.host}`).origin ? url.pathname.slice(0, 300) : null;
  } catch {
    return null;
  }
}

/**
 * SECURITY 17: who is acting, from where (request.ip honours only the configured trusted proxy,
 * SECURITY 14) and on which screen, for the personal-data access log.
 */
export function actorOf(request: FastifyRequest): TActor {
  if (!request.user) throw AppError.unauthorized();
  return { actorUserId: request.user.userId, actorTypeCd: request.user.userTypeCd, actorIp: request.ip, menuPath: menuPathOf(request) };
}
