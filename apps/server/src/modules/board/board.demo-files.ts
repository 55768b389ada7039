import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storeServerFile, type TFilesDeps } from '../files/index.js';
import { findPostsWithoutFiles, lockPost, recountFiles, setFileGroup } from './post.repo.js';

const DEMO_DIR = fileURLToPath(new URL('../../../demo/board/', import.meta.url));

/** The demo gallery's pictures (apps/server/demo/board), by post title. */
const GALLERY_IMAGES: Record<string, { file: string; name: string }> = {
  '2025 진로 박람회 현장': { file: 'fair.jpg', name: '2025 진로 박람회.jpg' },
  '직업 체험의 날 활동 모습': { file: 'jobday.jpg', name: '직업 체험의 날.jpg' },
};

/**
 * Demo mode: the demo gallery posts get their pictures as real attachments (seeders write rows
 * only; bytes go through the file storage). Runs at every start and does something only for a
 * demo post still without pictures; the post's row lock lets one of several starting processes do it.
 */
export async function attachDemoImages(deps: TFilesDeps): Promise<number> {
  let attached = 0;
  for (const row of await findPostsWithoutFiles(deps.db, 'gallery', Object.keys(GALLERY_IMAGES))) {
    const image = GALLERY_IMAGES[row.postTtl]!;
    await deps.db.transaction(async (tx) => {
      const locked = await lockPost(tx, row.postId);
      if (!locked || locked.atchFileModuleId) return;
      const fileModuleId = await storeServerFile(deps, tx, {
        sourcePath: path.join(DEMO_DIR, image.file),
        orgFileNm: image.name,
        seqType: 'board',
        seqId: String(row.postId),
        userId: row.regUserId ?? 'admin',
      });
      await setFileGroup(tx, row.postId, fileModuleId);
      await recountFiles(tx, [row.postId]);
      attached += 1;
    });
  }
  return attached;
}
