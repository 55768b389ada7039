import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { attachServerImages, type TFilesDeps } from '../files/index.js';
import { findCntstsWithoutPoster, setCntstPosterWhenNone } from './cntst.repo.js';
import { DEMO_CNTST_POSTERS } from './cntst.seed.js';

const DEMO_DIR = fileURLToPath(new URL('../../../demo/cntst/', import.meta.url));

/** Demo mode: the demo contests still without a poster get theirs as uploaded images, with its alt text. */
export async function attachCntstDemoPosters(deps: TFilesDeps): Promise<number> {
  const rows = await findCntstsWithoutPoster(deps.db, Object.keys(DEMO_CNTST_POSTERS));
  const altOf = new Map(rows.map((row) => [row.cntstId, DEMO_CNTST_POSTERS[row.cntstTtl]!.alt]));
  const images = rows.map((row) => ({
    recordId: row.cntstId,
    sourcePath: path.join(DEMO_DIR, DEMO_CNTST_POSTERS[row.cntstTtl]!.file),
    orgFileNm: DEMO_CNTST_POSTERS[row.cntstTtl]!.file,
    userId: 'system',
  }));
  return attachServerImages(deps, 'cntst', images, (tx, cntstId, fileId) => setCntstPosterWhenNone(tx, cntstId, fileId, altOf.get(cntstId)!));
}
