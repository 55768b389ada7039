import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { attachServerImages, type TFilesDeps } from '../files/index.js';
import { findBmnexhlsWithoutImage, setBmnexhlImageWhenNone } from './bmnexhl.repo.js';
import { DEMO_BMNEXHL_IMAGES, DEMO_SMNEXHL_IMAGES } from './mnexhl.demo-data.js';
import { findSmnexhlsWithoutImage, setSmnexhlImageWhenNone } from './smnexhl.repo.js';

const DEMO_DIR = fileURLToPath(new URL('../../../demo/mnexhl/', import.meta.url));

const imagesOf = (rows: { id: number; nm: string }[], files: Record<string, string>) =>
  rows.map((row) => ({ recordId: row.id, sourcePath: path.join(DEMO_DIR, files[row.nm]!), orgFileNm: files[row.nm]!, userId: 'system' }));

/** Demo mode: the demo halls still without an image get their pictures as uploaded images. */
export async function attachMnexhlDemoImages(deps: TFilesDeps): Promise<number> {
  const bmnexhls = await findBmnexhlsWithoutImage(deps.db, Object.keys(DEMO_BMNEXHL_IMAGES));
  const smnexhls = await findSmnexhlsWithoutImage(deps.db, Object.keys(DEMO_SMNEXHL_IMAGES));
  return (
    (await attachServerImages(deps, 'bmnexhlImage', imagesOf(bmnexhls, DEMO_BMNEXHL_IMAGES), setBmnexhlImageWhenNone)) +
    (await attachServerImages(deps, 'smnexhlImage', imagesOf(smnexhls, DEMO_SMNEXHL_IMAGES), setSmnexhlImageWhenNone))
  );
}
