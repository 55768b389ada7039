import {
  FILE_MESSAGES,
  LOGIN_MESSAGES,
  REMOVE_FILE_TYPES,
  ZDisplayImageQuery,
  ZDownloadParams,
  ZFileRemovalBody,
  ZFileSeqType,
  ZFileUploadHeaders,
  ZFileUploadResponse,
  ZResultResponse,
} from '@portal/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../plugins/app-error.js';
import { readableFile, removeFiles, type TFilePart, type TFilesDeps, uploadFile } from './files.service.js';
import type { TFileRow } from './files.repo.js';

const publicAccess = { access: 'public' } as const;
const ZRemoveParams = z.object({ type: z.enum(Object.keys(REMOVE_FILE_TYPES) as [keyof typeof REMOVE_FILE_TYPES]) });
/** `seqType/fileModuleId/fileNo` only: anything else (a path, `..`, an encoding trick) is not a file (SECURITY 8). */
const IMAGE_PATH = /^([a-z]+)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/([1-9]\d{0,4})$/;

/** RFC 5987 value: percent-encoded UTF-8, with the characters encodeURIComponent leaves but the grammar forbids. */
const encodeRfc5987 = (name: string) => encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const asciiFallback = (name: string) => name.replace(/[^\x20-\x7e]|["\\]/g, '_');

/** SECURITY 9: the name in headers is always encoded, so CR, LF and NUL can never reach a header. */
function sendFile(reply: FastifyReply, row: TFileRow, body: NodeJS.ReadableStream, disposition: 'attachment' | 'inline') {
  return reply
    .header('content-type', row.mimeType)
    .header('content-length', String(row.fileSz))
    .header('content-disposition', `${disposition}; filename="${asciiFallback(row.orgFileNm)}"; filename*=UTF-8''${encodeRfc5987(row.orgFileNm)}`)
    .header('orgFileNm', encodeURIComponent(row.orgFileNm))
    .send(body);
}

/** The common file calls of spec §7; every decision is the owning record's (files.owner.ts). */
export const filesRoutes: FastifyPluginAsyncZod<{ deps: TFilesDeps }> = async (app, { deps }) => {
  // these calls serve both realms, so the access-IP guard leaves them open; an administrator's
  // session still acts only from the allow-list (SECURITY 14)
  app.addHook('preHandler', async (request) => {
    if (request.user?.userTypeCd === 'A' && !(await app.accessIpList.allows(request.ip))) throw new AppError('IP_DENIED', 403, LOGIN_MESSAGES.ipDenied);
  });

  app.post(
    '/api/common/fileUpload',
    { config: publicAccess, schema: { headers: ZFileUploadHeaders, response: { 200: ZFileUploadResponse } } },
    async (request) =>
      uploadFile(deps, request.user, request.headers, async (maxBytes) => {
        if (!request.isMultipart()) return undefined;
        return (await request.file({ limits: { fileSize: maxBytes, files: 1 }, throwFileSizeLimit: false })) as TFilePart | undefined;
      }),
  );

  app.get('/api/common/downloadFile/:a/:b/:c', { config: publicAccess, schema: { params: ZDownloadParams } }, async (request, reply) => {
    const { a, b, c } = request.params;
    const { row, body } = await readableFile(deps, request.user, { seqType: a, fileModuleId: b, fileNo: c }, { imageOnly: false });
    return sendFile(reply, row, body, 'attachment');
  });

  app.get('/api/common/displayImage', { config: publicAccess, schema: { querystring: ZDisplayImageQuery } }, async (request, reply) => {
    const match = IMAGE_PATH.exec(request.query.imagePath);
    const seqType = ZFileSeqType.safeParse(match?.[1]);
    if (!match || !seqType.success) throw AppError.notFound(FILE_MESSAGES.notFound);
    const { row, body } = await readableFile(deps, request.user, { seqType: seqType.data, fileModuleId: match[2]!, fileNo: Number(match[3]) }, { imageOnly: true });
    return sendFile(reply.header('cache-control', 'private, max-age=300'), row, body, 'inline');
  });

  app.post(
    '/api/common/removeFile/:type',
    { config: publicAccess, schema: { params: ZRemoveParams, body: ZFileRemovalBody, response: { 200: ZResultResponse } } },
    async (request) => removeFiles(deps, request.user, REMOVE_FILE_TYPES[request.params.type], request.body),
  );
};
