import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { attachServerImages, type TFilesDeps } from '../files/index.js';
import { findAssistInstsWithoutLogo, setAssistInstLogoWhenNone } from './assist-inst.repo.js';
import { DEMO_LOGOS } from './assist-inst.seed.js';

const DEMO_DIR = fileURLToPath(new URL('../../../demo/assist-inst/', import.meta.url));

/** Demo mode: the demo institutions still without a logo get theirs as uploaded images. */
export async function attachAssistInstDemoLogos(deps: TFilesDeps): Promise<number> {
  const rows = await findAssistInstsWithoutLogo(deps.db, Object.keys(DEMO_LOGOS));
  const images = rows.map((row) => ({
    recordId: row.assistInstId,
    sourcePath: path.join(DEMO_DIR, DEMO_LOGOS[row.instNm]!),
    orgFileNm: DEMO_LOGOS[row.instNm]!,
    userId: 'system',
  }));
  return attachServerImages(deps, 'assistInst', images, setAssistInstLogoWhenNone);
}
