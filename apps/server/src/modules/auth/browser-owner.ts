import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/app-error.js';

/**
 * A hash of what this browser's anti-forgery token is bound to (its session id or its anonymous
 * key). Flows that span several requests (identity verification, a social login that continues
 * into join) store it, so their state cannot be used from another browser.
 * Note: the owner changes when a session starts or ends, so such flows finish before that.
 */
export function browserOwnerHash(request: FastifyRequest): string {
  const subject = request.csrfSubject;
  if (!subject) throw AppError.forbidden();
  return createHash('sha256').update(`owner:${subject}`).digest('base64url');
}
