import type { FastifyInstance } from 'fastify';
import type { TAgent } from './identity.js';

/** Real files' first bytes: what the magic-byte check must accept. */
export const SAMPLES = {
  png: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
  gif: Buffer.from('R0lGODlhAQABAAAAACw=', 'base64'),
  jpg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  zip: Buffer.concat([Buffer.from([0x50, 0x4b, 5, 6]), Buffer.alloc(18)]),
  cfb: Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(600)]),
} as const;

/** A multipart/form-data body as a browser sends it. */
export function multipart(parts: { field?: string; filename: string; content: Buffer | string; type?: string }[]) {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const name = Buffer.from(p.filename, 'utf8').toString('latin1');
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.field ?? 'file'}"; filename="${name}"\r\nContent-Type: ${p.type ?? 'application/octet-stream'}\r\n\r\n`,
        'latin1',
      ),
      Buffer.isBuffer(p.content) ? p.content : Buffer.from(p.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export type TUploadTarget = { seqType: string; seqId?: string; fileModuleId?: string };

/** POST /api/common/fileUpload as a browser would, with the spec §7 headers. */
export function upload(app: FastifyInstance, agent: TAgent, target: TUploadTarget, filename: string, content: Buffer | string) {
  const body = multipart([{ filename, content }]);
  return app.inject({
    method: 'POST',
    url: '/api/common/fileUpload',
    headers: {
      ...agent.headers,
      'content-type': body.contentType,
      seqtype: target.seqType,
      ...(target.seqId && { seqid: target.seqId }),
      ...(target.fileModuleId && { filemoduleid: target.fileModuleId }),
    },
    payload: body.payload,
  });
}
