import {
  isPopupTargetPage,
  normalizePagePath,
  type TPopupItem,
  type TPopupListQuery,
  type TPopupListResponse,
  type TPopupPublicListResponse,
  type TPopupView,
  type TPopupWrite,
} from '@portal/contract';
import type { TDb } from '../../db/client.js';
import { pageOf } from '../../db/paging.js';
import { postingItemOf } from '../../lib/posting.js';
import { AppError } from '../../plugins/app-error.js';
import { assertAdmin, type TActor } from '../../plugins/access.js';
import { claimNewRecordImage, imagePathOf, removeFilesOf, saveRecordImage } from '../files/index.js';
import {
  countPopups,
  deletePopup,
  findPopup,
  findPopupPage,
  findShowingPopups,
  insertPopup,
  lockPopupImage,
  popupWhere,
  setPopupImageWhenNone,
  type TPopupRow,
  updatePopup,
} from './popup.repo.js';

const toView = (row: TPopupRow): TPopupView => ({
  popupId: row.popupId,
  popupNm: row.popupNm,
  width: row.width,
  height: row.height,
  posTop: row.posTop,
  posLeft: row.posLeft,
  cnTypeCd: row.cnTypeCd,
  imagePath: imagePathOf(row.imageRef),
  imageAlt: row.imageAlt,
  cn: row.cn,
  linkUrl: row.linkUrl,
  trgtTypeCd: row.trgtTypeCd,
});

const toItem = (row: TPopupRow, now = new Date()): TPopupItem => ({
  ...toView(row),
  imageFileId: row.imageFileId,
  trgtPages: row.trgtPages,
  ...postingItemOf(row, now),
});

export async function listPopups(db: TDb, actor: TActor, query: TPopupListQuery): Promise<TPopupListResponse> {
  assertAdmin(actor);
  const where = popupWhere(query);
  const page = await pageOf(query, countPopups(db, where), (offset, limit) => findPopupPage(db, where, offset, limit));
  const now = new Date();
  return { ...page, list: page.list.map((row) => toItem(row, now)) };
}

export async function getPopup(db: TDb, actor: TActor, popupId: number): Promise<TPopupItem> {
  assertAdmin(actor);
  const row = await findPopup(db, popupId);
  if (!row) throw AppError.notFound();
  return toItem(row);
}

/** The uploaded image (imageFileId) becomes the new popup's in the same transaction. */
export async function createPopup(db: TDb, actor: TActor, input: TPopupWrite): Promise<TPopupItem> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    const popupId = await insertPopup(tx, { ...input, imageFileId: null }, actor.userId);
    await claimNewRecordImage(tx, { seqType: 'popup', recordId: popupId, fileId: input.imageFileId, userId: actor.userId }, setPopupImageWhenNone);
    return toItem((await findPopup(tx, popupId))!);
  });
}

/** The popup keeps its image, or a new upload replaces it; a TEXT popup has none (the old one is deleted). */
export async function updatePopupEntry(db: TDb, actor: TActor, popupId: number, input: TPopupWrite): Promise<TPopupItem> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    const current = await lockPopupImage(tx, popupId);
    if (!current) throw AppError.notFound();
    const imageFileId = await saveRecordImage(tx, {
      seqType: 'popup',
      recordId: popupId,
      current: current.imageFileId,
      next: input.imageFileId,
      userId: actor.userId,
    });
    await updatePopup(tx, popupId, { ...input, imageFileId }, actor.userId);
    return toItem((await findPopup(tx, popupId))!);
  });
}

/** The popup and its image go together. */
export async function deletePopupEntry(db: TDb, actor: TActor, popupId: number): Promise<{ result: 'SUCCESS' }> {
  assertAdmin(actor);
  await db.transaction(async (tx) => {
    if (!(await deletePopup(tx, popupId))) throw AppError.notFound();
    await removeFilesOf(tx, 'popup', [String(popupId)]);
  });
  return { result: 'SUCCESS' };
}

/**
 * spec §4 user popup: what the public page shows, for anyone. The period is checked on the server
 * clock; a path no popup could target (not a page path of this site) simply has none.
 */
export async function listShowingPopups(db: TDb, pageUrl: string): Promise<TPopupPublicListResponse> {
  const pagePath = normalizePagePath(pageUrl.split(/[?#]/)[0] ?? '');
  if (!isPopupTargetPage(pagePath)) return { list: [] };
  return { list: (await findShowingPopups(db, pagePath)).map(toView) };
}
