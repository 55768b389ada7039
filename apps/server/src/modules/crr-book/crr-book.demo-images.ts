import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { attachServerImages, type TFilesDeps } from '../files/index.js';
import { findCrrBooksWithoutCover, setCrrBookCoverWhenNone } from './crr-book.repo.js';
import { DEMO_BOOKS } from './crr-book.seed.js';

const DEMO_DIR = fileURLToPath(new URL('../../../demo/crr-book/', import.meta.url));

/** Demo mode: the demo books still without a cover get their drawn ones (apps/server/demo/crr-book, book-N in the seed's order). */
export async function attachCrrBookDemoCovers(deps: TFilesDeps): Promise<number> {
  const fileOf = new Map(DEMO_BOOKS.map((book, i) => [book.bookNm, `book-${i + 1}.png`]));
  const rows = await findCrrBooksWithoutCover(deps.db, [...fileOf.keys()]);
  const images = rows.map((row) => ({
    recordId: row.crrBookId,
    sourcePath: path.join(DEMO_DIR, fileOf.get(row.bookNm)!),
    orgFileNm: fileOf.get(row.bookNm)!,
    userId: 'system',
  }));
  return attachServerImages(deps, 'crrBook', images, setCrrBookCoverWhenNone);
}
