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
import { countPopups, deletePopup, findPopup, findPopupPage, findShowingPopups, insertPopup, popupWhere, type TPopupRow, updatePopup } from './popup.repo.js';

const toView = (row: TPopupRow): TPopupView => ({
  popupId: row.popupId,
  popupNm: row.popupNm,
  width: row.width,
  height: row.height,
  posTop: row.posTop,
  posLeft: row.posLeft,
  cnTypeCd: row.cnTypeCd,
  imagePath: row.imagePath,
  imageAlt: row.imageAlt,
  cn: row.cn,
  linkUrl: row.linkUrl,
  trgtTypeCd: row.trgtTypeCd,
});

const toItem = (row: TPopupRow, now = new Date()): TPopupItem => ({
  ...toView(row),
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

export async function createPopup(db: TDb, actor: TActor, input: TPopupWrite): Promise<TPopupItem> {
  assertAdmin(actor);
  return toItem(await db.transaction((tx) => insertPopup(tx, input, actor.userId)));
}

export async function updatePopupEntry(db: TDb, actor: TActor, popupId: number, input: TPopupWrite): Promise<TPopupItem> {
  assertAdmin(actor);
  const row = await db.transaction((tx) => updatePopup(tx, popupId, input, actor.userId));
  if (!row) throw AppError.notFound();
  return toItem(row);
}

export async function deletePopupEntry(db: TDb, actor: TActor, popupId: number): Promise<{ result: 'SUCCESS' }> {
  assertAdmin(actor);
  if (!(await db.transaction((tx) => deletePopup(tx, popupId)))) throw AppError.notFound();
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
