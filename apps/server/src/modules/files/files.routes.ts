import { fileApi, FILE_MESSAGES, LOGIN_MESSAGES, REMOVE_FILE_TYPES, ZFileSeqType, ZFileUploadHeaders } from '@portal/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../plugins/app-error.js';
import { serveApi } from '../../plugins/serve-api.js';
import { readableFile, removeFiles, type TFilePart, type TFilesDeps, uploadFile } from './files.service.js';
import type { TFileRow } from './files.repo.js';
import { actorOrGuest } from '../../plugins/access.js';

const publicAccess = { config: { access: 'public' } } as const;

/** `seqType/fileModuleId/fileNo` only: anything else (a path, `..`, an encoding trick) is not a file (SECURITY 8). */
const IMAGE_PATH = /^([a-zA-Z]+)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/([1-9]\d{0,4})$/;

/** RFC 5987 value: percent-encoded UTF-8, with the characters encodeURIComponent leaves but the grammar forbids. */
const encodeRfc5987 = (name: string) => encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const asciiFallback = (name: string) => name.replace(/[^\x20-\x7e]|["\\]/g, '_');

/** SECURITY 9: the name in headers is always encoded, so CR, LF and NUL can never reach a header. */
function sendFile(reply: FastifyReply, file: { row: TFileRow; body: NodeJS.ReadableStream; fileNm: string }, disposition: 'attachment' | 'inline') {
  return reply
    .header('content-type', file.row.mimeType)
    .header('content-length', String(file.row.fileSz))
    .header('content-disposition', `${disposition}; filename="${asciiFallback(file.fileNm)}"; filename*=UTF-8''${encodeRfc5987(file.fileNm)}`)
    .header('orgFileNm', encodeURIComponent(file.fileNm))
    .send(file.body);
}

/** The common file calls of spec §7; every decision is the owning record's (files.owner.ts). */
export async function filesRoutes(app: FastifyInstance, { deps }: { deps: TFilesDeps }) {
  // these calls serve both realms, so the access-IP guard leaves them open; an administrator's
  // session still acts only from the allow-list (SECURITY 14)
  app.addHook('preHandler', async (request) => {
    if (request.user?.userTypeCd === 'A' && !(await app.accessIpList.allows(request.ip))) throw new AppError('IP_DENIED', 403, LOGIN_MESSAGES.ipDenied);
  });

  serveApi(app, fileApi, 'fileUpload', { ...publicAccess, schema: { headers: ZFileUploadHeaders } }, async (request) =>
    // the headers schema has validated them, and Fastify hands the handler its parsed value
    uploadFile(deps, actorOrGuest(request), request.headers as z.output<typeof ZFileUploadHeaders>, async (maxBytes) => {
      if (!request.isMultipart()) return undefined;
      return (await request.file({ limits: { fileSize: maxBytes, files: 1 }, throwFileSizeLimit: false })) as TFilePart | undefined;
    }),
  );

  serveApi(app, fileApi, 'downloadFile', publicAccess, async (request, reply) => {
    const { a, b, c } = request.params;
    const file = await readableFile(deps, actorOrGuest(request), { seqType: a, fileModuleId: b, fileNo: c }, { imageOnly: false });
    return sendFile(reply, file, 'attachment');
  });

  serveApi(app, fileApi, 'displayImage', publicAccess, async (request, reply) => {
    const match = IMAGE_PATH.exec(request.query.imagePath);
    const seqType = ZFileSeqType.safeParse(match?.[1]);
    if (!match || !seqType.success) throw AppError.notFound(FILE_MESSAGES.notFound);
    const file = await readableFile(
      deps,
      actorOrGuest(request),
      { seqType: seqType.data, fileModuleId: match[2]!, fileNo: Number(match[3]) },
      { imageOnly: true },
    );
    return sendFile(reply.header('cache-control', 'private, max-age=300'), file, 'inline');
  });

  serveApi(app, fileApi, 'removeFile', publicAccess, async (request) =>
    removeFiles(deps, actorOrGuest(request), REMOVE_FILE_TYPES[request.params.type], request.body),
  );
}
