import { CODE_MESSAGES, ZCodeItem, ZCodeListQuery, ZCodeListResponse, ZCodeReflectResponse, ZCodeSortSave, ZCodeViewQuery, ZResultResponse } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../plugins/app-error.js';
import { actorOf } from '../../plugins/access.js';
import { reflectedChildren, reflectedCode } from './code.reflect.js';
import { changeSortSeq, resetCodeList } from './code.service.js';

/**
 * resetCodeList changes what users see but spec §7 fixes it as a GET, which carries no
 * anti-forgery token: it needs an admin session and, when the browser says where the request
 * came from, our own origin (a link on another site cannot make an administrator reflect).
 */
function assertSameOrigin(request: FastifyRequest): void {
  const site = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  let sameOrigin = site === undefined || site === 'same-origin' || site === 'none';
  if (sameOrigin && origin !== undefined) {
    try {
      sameOrigin = new URL(origin).host === request.host;
    } catch {
      sameOrigin = false;
    }
  }
  if (!sameOrigin) throw AppError.forbidden(CODE_MESSAGES.crossSite);
}

/**
 * The user realm's code calls (spec §7). list and view answer the reflected codes (spec §4) to
 * anyone; changeSortSeq and resetCodeList change codes, which only administrators may do,
 * whatever the prefix.
 */
export const codeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/icec/api/manageCode/list',
    { config: { access: 'public' }, schema: { querystring: ZCodeListQuery, response: { 200: ZCodeListResponse } } },
    async (request) => ({ codeList: [...(await reflectedChildren(app.db, request.query.upComCdId))] }),
  );

  app.get(
    '/icec/api/manageCode/view',
    { config: { access: 'public' }, schema: { querystring: ZCodeViewQuery, response: { 200: ZCodeItem } } },
    async (request) => {
      const code = await reflectedCode(app.db, request.query.comCdId);
      if (!code || (request.query.upComCdId !== undefined && code.upComCdId !== request.query.upComCdId)) throw AppError.notFound();
      return code;
    },
  );

  app.post(
    '/icec/api/manageCode/changeSortSeq',
    { config: { access: 'admin' }, schema: { body: ZCodeSortSave, response: { 200: ZResultResponse } } },
    async (request) => changeSortSeq(app.db, actorOf(request), request.body),
  );

  app.get(
    '/icec/api/manageCode/resetCodeList',
    { config: { access: 'admin' }, schema: { response: { 200: ZCodeReflectResponse } } },
    async (request) => {
      assertSameOrigin(request);
      return resetCodeList(app.db, actorOf(request));
    },
  );
};
