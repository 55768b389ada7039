import { CODE_MESSAGES, codeApi } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminOf } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { serveApi } from '../../plugins/serve-api.js';
import { reflectedChildren, reflectedCode } from './code.reflect.js';
import { changeSortSeq, resetCodeList } from './code.service.js';

const publicAccess = { config: { access: 'public' } } as const;
const admin = { config: { access: 'admin' } } as const;

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
export async function codeRoutes(app: FastifyInstance) {
  serveApi(app, codeApi, 'list', publicAccess, async (request) => ({ codeList: [...(await reflectedChildren(app.db, request.query.upComCdId))] }));

  serveApi(app, codeApi, 'view', publicAccess, async (request) => {
    const code = await reflectedCode(app.db, request.query.comCdId);
    if (!code || (request.query.upComCdId !== undefined && code.upComCdId !== request.query.upComCdId)) throw AppError.notFound();
    return code;
  });

  serveApi(app, codeApi, 'changeSortSeq', admin, (request) => changeSortSeq(app.db, adminOf(request), request.body));

  serveApi(app, codeApi, 'resetCodeList', admin, (request) => {
    assertSameOrigin(request);
    return resetCodeList(app.db, adminOf(request));
  });
}
