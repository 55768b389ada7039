import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { attachServerImages, type TFilesDeps } from '../files/index.js';
import { findCrrSitesWithoutLogo, setCrrSiteLogoWhenNone } from './crr-site.repo.js';
import { DEMO_LOGOS } from './crr-site.seed.js';

const DEMO_DIR = fileURLToPath(new URL('../../../demo/crr-site/', import.meta.url));

/** Demo mode: the demo sites still without a logo get theirs as uploaded images. */
export async function attachCrrSiteDemoLogos(deps: TFilesDeps): Promise<number> {
  const rows = await findCrrSitesWithoutLogo(deps.db, Object.keys(DEMO_LOGOS));
  const images = rows.map((row) => ({
    recordId: row.crrSiteId,
    sourcePath: path.join(DEMO_DIR, DEMO_LOGOS[row.siteNm]!),
    orgFileNm: DEMO_LOGOS[row.siteNm]!,
    userId: 'system',
  }));
  return attachServerImages(deps, 'crrSite', images, setCrrSiteLogoWhenNone);
}
