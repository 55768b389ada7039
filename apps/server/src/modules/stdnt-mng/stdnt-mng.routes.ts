import {
  grdnCnstApi,
  mbrMngApi,
  STDNT_EBLC_LIMITS,
  STDNT_EBLC_MESSAGES,
  STDNT_EBLC_TYPES,
  stdntEblcUldApi,
  ZApiError,
  ZStdntEblcError,
} from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sendDownload } from '../../lib/xlsx.js';
import type { TConfig } from '../../config/env.js';
import { actorOf } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { serveApi } from '../../plugins/serve-api.js';
import { browserOwnerHash, getLoginUserInfo, stepOf } from '../auth/index.js';
import { giveGuardianConsent, grdnCnstUserId } from './grdn-cnst.service.js';
import { getManagedStudent, listManagedClasses, listManagedStudents, resetStudentPassword, setStudentLock } from './mbr-mng.service.js';
import { checkStudentSheet, registerStudents, studentSheetTemplate } from './stdnt-eblc.service.js';
import type { TSheetKind } from './stdnt-eblc.sheet.js';

const user = { config: { access: 'user' } } as const;

/** The upload's kind from its media type; the reader then checks the bytes agree (a zip, or UTF-8 text). */
function sheetKindOf(request: FastifyRequest): TSheetKind {
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (Buffer.isBuffer(request.body) && type === STDNT_EBLC_TYPES.xlsx) return 'xlsx';
  if (Buffer.isBuffer(request.body) && type === STDNT_EBLC_TYPES.csv) return 'csv';
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, STDNT_EBLC_MESSAGES.fileType);
}

/** /myPage/stdntEblcUld (issue 18): the template, the check and the registration of a class's students. */
export async function stdntEblcUldRoutes(app: FastifyInstance) {
  // as the school import: no multipart plugin, the file is the body (raw bytes, this plugin's scope only)
  app.addContentTypeParser(
    [STDNT_EBLC_TYPES.xlsx, STDNT_EBLC_TYPES.csv],
    { parseAs: 'buffer', bodyLimit: STDNT_EBLC_LIMITS.maxBytes },
    (_request, body, done) => done(null, body),
  );
  const upload = { ...user, bodyLimit: STDNT_EBLC_LIMITS.maxBytes } as const;

  serveApi(app, stdntEblcUldApi, 'template', user, async (request, reply) => sendDownload(reply, await studentSheetTemplate(app.db, actorOf(request))));
  serveApi(app, stdntEblcUldApi, 'check', upload, (request) =>
    checkStudentSheet(app.db, actorOf(request), request.params.clsId, sheetKindOf(request), request.body as Buffer),
  );
  serveApi(
    app,
    stdntEblcUldApi,
    'register',
    // 400 is either the row errors or the usual envelope (a file that cannot be read)
    { ...upload, schema: { response: { 400: z.union([ZStdntEblcError, ZApiError]) } } },
    async (request, reply) => {
      const outcome = await registerStudents(app.db, actorOf(request), request.params.clsId, sheetKindOf(request), request.body as Buffer);
      if (!outcome.ok) return reply.code(400).header('cache-control', 'no-store').send(outcome.error);
      return sendDownload(reply, outcome.file);
    },
  );
}

/** /mbrMng (issue 18): a teacher's students' accounts: list, detail, temporary password, lock and unlock. */
export async function mbrMngRoutes(app: FastifyInstance) {
  serveApi(app, mbrMngApi, 'classes', user, (request) => listManagedClasses(app.db, actorOf(request)));
  serveApi(app, mbrMngApi, 'list', user, (request) => listManagedStudents(app.db, actorOf(request), request.query));
  serveApi(app, mbrMngApi, 'detail', user, (request) => getManagedStudent(app.db, actorOf(request), request.params.userId));
  serveApi(app, mbrMngApi, 'resetPswd', user, (request) => resetStudentPassword(app.db, actorOf(request), request.params.userId));
  serveApi(app, mbrMngApi, 'lock', user, (request) => setStudentLock(app.db, actorOf(request), request.params.userId, true));
  serveApi(app, mbrMngApi, 'unlock', user, (request) => setStudentLock(app.db, actorOf(request), request.params.userId, false));
}

/**
 * The login step GRDN_CNST (issue 18, SECURITY 16): public like the other login steps, since a
 * pending session is not logged in; finishing it rotates the session (SECURITY 12).
 */
export function grdnCnstRoutes(config: TConfig) {
  return async (app: FastifyInstance) => {
    serveApi(app, grdnCnstApi, 'grdnCnst', { config: { access: 'public' } }, async (request, reply) => {
      const userId = grdnCnstUserId(request.session);
      const pendingCd = await giveGuardianConsent(app.db, userId, request.body, { ownerHash: browserOwnerHash(request), ip: request.ip });
      const session = await app.sessions.start(request, reply, { userId, realmCd: 'USER', pendingCd });
      return { step: stepOf(pendingCd), loginUserInfo: pendingCd ? null : await getLoginUserInfo(app.db, config, session) };
    });
  };
}
