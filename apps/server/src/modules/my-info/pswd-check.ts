import { createHmac, timingSafeEqual } from 'node:crypto';
import { MY_INFO_MESSAGES, myInfoPaths, PSWD_CHECK_VALID_SEC } from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TConfig } from '../../config/env.js';
import { AppError } from '../../plugins/app-error.js';

/**
 * The password asked again before my info is edited or the account withdrawn (issue 14). The mark
 * travels as an HttpOnly cookie signed with the server key over the session's id and its deadline:
 * nothing to migrate, valid on every app process, and void once the session ends or rotates (login,
 * password change), because a new session has another id. Sent only to the my-info calls.
 */
const PSWD_CHECK_COOKIE = 'PORTAL_PSWD_CHECK';
const COOKIE_PATH = myInfoPaths.myInfo.split(' ')[1]!;

const sign = (secret: string, sidHash: string, until: number) => createHmac('sha256', secret).update(`pswd-check:${sidHash}:${until}`).digest('base64url');

/** Marks this session as having given its password now; the deadline. */
export function markPswdChecked(request: FastifyRequest, reply: FastifyReply, config: TConfig): Date {
  const until = Date.now() + PSWD_CHECK_VALID_SEC * 1000;
  reply.setCookie(PSWD_CHECK_COOKIE, `${until}.${sign(config.sessionSecret, request.session!.sidHash, until)}`, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: config.isProduction,
    maxAge: PSWD_CHECK_VALID_SEC,
  });
  return new Date(until);
}

/** 403 in Korean unless this session gave its password within PSWD_CHECK_VALID_SEC; the client shows my info again. */
export function assertPswdChecked(request: FastifyRequest, config: TConfig): void {
  const [untilText = '', given = ''] = (request.cookies[PSWD_CHECK_COOKIE] ?? '').split('.');
  const until = Number(untilText);
  const session = request.session;
  const valid =
    session !== null &&
    Number.isSafeInteger(until) &&
    until > Date.now() &&
    safeEqual(Buffer.from(given), Buffer.from(sign(config.sessionSecret, session.sidHash, until)));
  if (!valid) throw AppError.forbidden(MY_INFO_MESSAGES.pswdCheckRequired, { returnUrl: '/myPage/myInfo' });
}

const safeEqual = (a: Buffer, b: Buffer) => a.length === b.length && timingSafeEqual(a, b);
