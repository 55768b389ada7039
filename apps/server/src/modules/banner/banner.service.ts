import {
  BANNER_MESSAGES,
  BANNER_SE_GROUP,
  type TBannerItem,
  type TBannerListQuery,
  type TBannerListResponse,
  type TBannerPublicListResponse,
  type TBannerView,
  type TBannerWrite,
} from '@portal/contract';
import type { TDb } from '../../db/client.js';
import { pageOf } from '../../db/paging.js';
import { postingItemOf } from '../../lib/posting.js';
import { AppError } from '../../plugins/app-error.js';
import { codeList } from '../code/index.js';
import { assertAdmin, type TActor } from '../../plugins/access.js';
import {
  bannerWhere,
  countBanners,
  deleteBanner,
  findBanner,
  findBannerPage,
  findShowingBanners,
  insertBanner,
  type TBannerRow,
  updateBanner,
} from './banner.repo.js';

const toView = (row: TBannerRow): TBannerView => ({
  bannerId: row.bannerId,
  bannerNm: row.bannerNm,
  imagePath: row.imagePath,
  altText: row.altText,
  linkUrl: row.linkUrl,
  trgtTypeCd: row.trgtTypeCd,
});

const toItem = (row: TBannerRow, now = new Date()): TBannerItem => ({
  ...toView(row),
  bannerSeCd: row.bannerSeCd,
  ...postingItemOf(row, now),
});

/** ARCHITECTURE convention 7: the place must be an active child of the BANNER_SE code group. */
async function assertBannerSeCd(db: TDb, bannerSeCd: string): Promise<void> {
  const codes = await codeList(db, BANNER_SE_GROUP);
  if (!codes.some((code) => code.comCd === bannerSeCd)) {
    throw new AppError('VALIDATION', 400, BANNER_MESSAGES.bannerSeCd, { fieldErrors: { bannerSeCd: BANNER_MESSAGES.bannerSeCd } });
  }
}

export async function listBanners(db: TDb, actor: TActor, query: TBannerListQuery): Promise<TBannerListResponse> {
  assertAdmin(actor);
  const where = bannerWhere(query);
  const page = await pageOf(query, countBanners(db, where), (offset, limit) => findBannerPage(db, where, offset, limit));
  const now = new Date();
  return { ...page, list: page.list.map((row) => toItem(row, now)) };
}

export async function getBanner(db: TDb, actor: TActor, bannerId: number): Promise<TBannerItem> {
  assertAdmin(actor);
  const row = await findBanner(db, bannerId);
  if (!row) throw AppError.notFound();
  return toItem(row);
}

export async function createBanner(db: TDb, actor: TActor, input: TBannerWrite): Promise<TBannerItem> {
  assertAdmin(actor);
  await assertBannerSeCd(db, input.bannerSeCd);
  return toItem(await db.transaction((tx) => insertBanner(tx, input, actor.userId)));
}

export async function updateBannerEntry(db: TDb, actor: TActor, bannerId: number, input: TBannerWrite): Promise<TBannerItem> {
  assertAdmin(actor);
  await assertBannerSeCd(db, input.bannerSeCd);
  const row = await db.transaction((tx) => updateBanner(tx, bannerId, input, actor.userId));
  if (!row) throw AppError.notFound();
  return toItem(row);
}

export async function deleteBannerEntry(db: TDb, actor: TActor, bannerId: number): Promise<{ result: 'SUCCESS' }> {
  assertAdmin(actor);
  if (!(await db.transaction((tx) => deleteBanner(tx, bannerId)))) throw AppError.notFound();
  return { result: 'SUCCESS' };
}

/** The public strip: the banners of a place showing now (server clock), in order, for anyone. */
export async function listShowingBanners(db: TDb, bannerSeCd: string): Promise<TBannerPublicListResponse> {
  return { list: (await findShowingBanners(db, bannerSeCd)).map(toView) };
}
