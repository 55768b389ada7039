import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { attachServerImages, type TFilesDeps } from '../files/index.js';
import { findGdsWithoutImage, setGdsImageWhenNone } from './gds.repo.js';
import { DEMO_GDS_IMAGES } from './gds.seed.js';

const DEMO_DIR = fileURLToPath(new URL('../../../demo/point-gds/', import.meta.url));

/** Demo mode: the demo goods still without an image get theirs as uploaded images. */
export async function attachGdsDemoImages(deps: TFilesDeps): Promise<number> {
  const rows = await findGdsWithoutImage(deps.db, Object.keys(DEMO_GDS_IMAGES));
  const images = rows.map((row) => ({
    recordId: row.gdsId,
    sourcePath: path.join(DEMO_DIR, DEMO_GDS_IMAGES[row.gdsNm]!),
    orgFileNm: DEMO_GDS_IMAGES[row.gdsNm]!,
    userId: 'system',
  }));
  return attachServerImages(deps, 'pointBsdGds', images, setGdsImageWhenNone);
}
