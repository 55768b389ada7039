import {
  normalizeIsbn,
  type TCrrBookItem,
  type TCrrBookListQuery,
  type TCrrBookListResponse,
  type TCrrBookPublicDetail,
  type TCrrBookPublicItem,
  type TCrrBookPublicListResponse,
  type TCrrBookPublicQuery,
  type TCrrBookSave,
} from '@portal/contract';
import type { TDb } from '../../db/client.js';
import { auditOf } from '../../db/columns.js';
import { pageOf } from '../../db/paging.js';
import { orNull } from '../../lib/text.js';
import { AppError } from '../../plugins/app-error.js';
import { deleteRcmdtns } from '../common-log/index.js';
import { claimNewRecordImage, imagePathOf, removeFilesOf, saveRecordImage } from '../files/index.js';
import { assertAdmin, type TActor } from '../../plugins/access.js';
import {
  countCrrBooks,
  crrBookWhere,
  deleteCrrBook,
  findCrrBook,
  findCrrBookPage,
  insertCrrBook,
  lockCrrBookCover,
  setCrrBookCoverWhenNone,
  type TCrrBookRow,
  type TCrrBookWrite,
  updateCrrBook,
} from './crr-book.repo.js';

/** The recommendation service code of a book (spec §3 recommendation log: srvcCd, idntfId). */
export const CRR_BOOK_SRVC_CD = 'CRR_BOOK';

const toItem = ({ coverRef, ...row }: TCrrBookRow): TCrrBookItem => ({
  ...row,
  coverPath: imagePathOf(coverRef),
  ...auditOf(row),
});

const toPublic = (row: TCrrBookRow): TCrrBookPublicItem => ({
  crrBookId: row.crrBookId,
  bookNm: row.bookNm,
  authorNm: row.authorNm,
  pblshrNm: row.pblshrNm,
  pblcnYr: row.pblcnYr,
  coverPath: imagePathOf(row.coverRef),
  coverAlt: row.coverAlt,
  relatedJobs: row.relatedJobs,
  trgtSchlTypeCds: row.trgtSchlTypeCds,
});

/** The stored form: empty texts as null, the ISBN without hyphens, each job once. */
function toWrite(input: TCrrBookSave): TCrrBookWrite {
  return {
    bookNm: input.bookNm,
    authorNm: input.authorNm,
    pblshrNm: input.pblshrNm,
    pblcnYr: input.pblcnYr,
    isbn: input.isbn ? normalizeIsbn(input.isbn) : null,
    coverFileId: input.coverFileId,
    coverAlt: input.coverFileId === null ? null : orNull(input.coverAlt),
    sumry: orNull(input.sumry),
    relatedJobs: [...new Set(input.relatedJobs)],
    trgtSchlTypeCds: [...new Set(input.trgtSchlTypeCds)],
    sortSeq: input.sortSeq,
    useYn: input.useYn,
  };
}

export async function listCrrBooks(db: TDb, actor: TActor, query: TCrrBookListQuery): Promise<TCrrBookListResponse> {
  assertAdmin(actor);
  const where = crrBookWhere(query);
  const page = await pageOf(query, countCrrBooks(db, where), (offset, limit) => findCrrBookPage(db, where, offset, limit));
  return { ...page, list: page.list.map(toItem) };
}

export async function getCrrBook(db: TDb, actor: TActor, crrBookId: number): Promise<TCrrBookItem> {
  assertAdmin(actor);
  const row = await findCrrBook(db, crrBookId);
  if (!row) throw AppError.notFound();
  return toItem(row);
}

/** The uploaded cover (coverFileId) becomes the new book's in the same transaction. */
export async function createCrrBook(db: TDb, actor: TActor, input: TCrrBookSave): Promise<TCrrBookItem> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    const crrBookId = await insertCrrBook(tx, { ...toWrite(input), coverFileId: null }, actor.userId);
    await claimNewRecordImage(tx, { seqType: 'crrBook', recordId: crrBookId, fileId: input.coverFileId, userId: actor.userId }, setCrrBookCoverWhenNone);
    return toItem((await findCrrBook(tx, crrBookId))!);
  });
}

/** The book keeps its cover, or a new upload replaces it, or the cover is removed (the old one is deleted). */
export async function updateCrrBookEntry(db: TDb, actor: TActor, crrBookId: number, input: TCrrBookSave): Promise<TCrrBookItem> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    const current = await lockCrrBookCover(tx, crrBookId);
    if (!current) throw AppError.notFound();
    const coverFileId = await saveRecordImage(tx, {
      seqType: 'crrBook',
      recordId: crrBookId,
      current: current.coverFileId,
      next: input.coverFileId,
      userId: actor.userId,
    });
    await updateCrrBook(tx, crrBookId, { ...toWrite(input), coverFileId }, actor.userId);
    return toItem((await findCrrBook(tx, crrBookId))!);
  });
}

/** The book, its cover and its recommendations go together. */
export async function deleteCrrBookEntry(db: TDb, actor: TActor, crrBookId: number): Promise<{ result: 'SUCCESS' }> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    if (!(await deleteCrrBook(tx, crrBookId))) throw AppError.notFound();
    await removeFilesOf(tx, 'crrBook', [String(crrBookId)]);
    await deleteRcmdtns(tx, CRR_BOOK_SRVC_CD, String(crrBookId));
    return { result: 'SUCCESS' as const };
  });
}

/** /infoGd/crrBook: anyone; books in use only, 10 a page (spec §9). */
export async function listPublicCrrBooks(db: TDb, query: TCrrBookPublicQuery): Promise<TCrrBookPublicListResponse> {
  const where = crrBookWhere({ searchWrd: query.searchWrd, schlTypeCd: query.schlTypeCd, useYn: 'Y' });
  const page = await pageOf(query, countCrrBooks(db, where), (offset, limit) => findCrrBookPage(db, where, offset, limit));
  return { ...page, list: page.list.map(toPublic) };
}

/** /infoGd/crrBook/:crrBookId: a switched-off book is not found. */
export async function getPublicCrrBook(db: TDb, crrBookId: number): Promise<TCrrBookPublicDetail> {
  const row = await findCrrBook(db, crrBookId);
  if (!row || row.useYn !== 'Y') throw AppError.notFound();
  return { ...toPublic(row), isbn: row.isbn, sumry: row.sumry };
}
