import path from 'node:path';
import multipart from '@fastify/multipart';
import { FILE_MAX_SIZE_MB_DEFAULT } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config/env.js';
import type { TDb } from '../../db/client.js';
import { editorFileOwner } from './files.editor.js';
import { attachDemoImages } from './files.image.js';
import { registerFileOwner } from './files.owner.js';
import { filesRoutes } from './files.routes.js';
import { MB } from './files.rules.js';
import type { TFilesDeps } from './files.service.js';
import { s3Storage } from './files.storage-s3.js';
import { localStorage } from './files.storage.js';
import { startSweeper } from './files.sweeper.js';

export { claimEditorImages, claimFiles, firstImages, keptFileGroup, listFiles, removeFilesOf } from './files.claim.js';
export { moveTempFiles, tempFilesOf, type TTempFile } from './files.move.js';
export { registerFileOwner, type TFileLimits, type TFileOwner, type TUnnamedSubject } from './files.owner.js';
export type { TS3Config } from './files.storage-s3.js';
export { storeServerFile } from './files.store.js';
export {
  adminImageOwner,
  adminImageOwnerByKey,
  attachServerImages,
  claimNewRecordImage,
  imagePathOf,
  imageRefOf,
  registerDemoImages,
  saveRecordImage,
  type TServerImage,
} from './files.image.js';
export { withoutOwners } from './files.view.js';
export type { TFilesDeps } from './files.service.js';

/** Demo mode, after seeding: the demo pictures of every module that registered some, as stored files. */
export const attachDemoImageFiles = async (db: TDb, config: TConfig): Promise<number> => attachDemoImages(await createFilesDeps(db, config));

/** The storage of this configuration: every process of one deployment sees the same bytes. */
export async function createFilesDeps(db: TDb, config: TConfig): Promise<TFilesDeps> {
  const root = path.join(config.dataDir, 'files');
  return {
    db,
    storage: config.files.s3 ? await s3Storage(config.files.s3) : localStorage(path.join(root, 'objects')),
    tmpDir: path.join(root, 'tmp'),
  };
}

/**
 * The common file calls (spec §5, §7, §8; SECURITY 7-9, 22; decision 012): upload, download,
 * displayImage and removeFile, the storage behind them (local disk or S3-compatible) and the
 * orphan sweeper. Modules that own files register a TFileOwner for their seqType and claim
 * uploaded files in their own transaction.
 */
export default async function filesModule(app: FastifyInstance, { config }: { config: TConfig }) {
  const deps = await createFilesDeps(app.db, config);
  registerFileOwner('editor', editorFileOwner);
  // the per-owner size is enforced per request; this is the ceiling of any upload (spec §9)
  await app.register(multipart, { limits: { fileSize: FILE_MAX_SIZE_MB_DEFAULT * MB, files: 1, fields: 0, parts: 1, headerPairs: 50 } });
  await app.register(filesRoutes, { deps });

  const sweeper =
    config.files.sweepMinutes > 0 ? startSweeper(deps, { everyMinutes: config.files.sweepMinutes, tempHours: config.files.tempHours, log: app.log }) : null;
  app.addHook('onClose', async () => sweeper?.stop());
}
