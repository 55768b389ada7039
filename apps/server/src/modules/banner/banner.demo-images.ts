import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { attachServerImages, type TFilesDeps } from '../files/index.js';
import { findBannersWithoutImage, setBannerImageWhenNone } from './banner.repo.js';

const DEMO_DIR = fileURLToPath(new URL('../../../demo/banner/', import.meta.url));

/** The demo banners' pictures (apps/server/demo/banner), by banner name. */
const DEMO_IMAGES: Record<string, string> = {
  커리어넷: 'banner-career.png',
  '주제관 소개': 'banner-mnexhl.png',
};

/** Demo mode: the demo banners still without a picture get theirs as uploaded images. */
export async function attachBannerDemoImages(deps: TFilesDeps): Promise<number> {
  const rows = await findBannersWithoutImage(deps.db, Object.keys(DEMO_IMAGES));
  const images = rows.map((row) => ({
    recordId: row.bannerId,
    sourcePath: path.join(DEMO_DIR, DEMO_IMAGES[row.bannerNm]!),
    orgFileNm: DEMO_IMAGES[row.bannerNm]!,
    userId: 'system',
  }));
  return attachServerImages(deps, 'banner', images, setBannerImageWhenNone);
}
