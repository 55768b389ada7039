import type { TIntdcnPageCd } from '@portal/contract';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { attachServerImages, type TFilesDeps } from '../files/index.js';
import { findIntdcnPagesWithoutImage, setIntdcnPageImageWhenNone } from './edu-intdcn.repo.js';
import { DEMO_IMAGES } from './edu-intdcn.seed.js';

const DEMO_DIR = fileURLToPath(new URL('../../../demo/edu-intdcn/', import.meta.url));

/** Demo mode: the introduction pages still without an image get their pictures as uploaded images. */
export async function attachIntdcnDemoImages(deps: TFilesDeps): Promise<number> {
  const rows = await findIntdcnPagesWithoutImage(deps.db, Object.keys(DEMO_IMAGES) as TIntdcnPageCd[]);
  const images = rows.map((row) => ({
    recordId: row.pageCd,
    sourcePath: path.join(DEMO_DIR, DEMO_IMAGES[row.pageCd]),
    orgFileNm: DEMO_IMAGES[row.pageCd],
    userId: 'system',
  }));
  return attachServerImages(deps, 'intdcnPage', images, setIntdcnPageImageWhenNone);
}
