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
import { claimNewRecordImage, imagePathOf, removeFilesOf, saveRecordImage } from '../files/index.js';
import { assertAdmin, type TActor } from '../../plugins/access.js';
import {
  bannerWhere,
  countBanners,
  deleteBanner,
  findBanner,
  findBannerPage,
  findShowingBanners,
  insertBanner,
  lockBannerImage,
  setBannerImageWhenNone,
  type TBannerRow,
  updateBanner,
} from './banner.repo.js';

const toView = (row: TBannerRow): TBannerView => ({
  bannerId: row.bannerId,
  bannerNm: row.bannerNm,
  imagePath: imagePathOf(row.imageRef),
  altText: row.altText,
  linkUrl: row.linkUrl,
  trgtTypeCd: row.trgtTypeCd,
});

const toItem = (row: TBannerRow, now = new Date()): TBannerItem => ({
  ...toView(row),
  imageFileId: row.imageFileId,
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

/** The uploaded image (imageFileId) becomes the new banner's in the same transaction. */
export async function createBanner(db: TDb, actor: TActor, input: TBannerWrite): Promise<TBannerItem> {
  assertAdmin(actor);
  await assertBannerSeCd(db, input.bannerSeCd);
  return db.transaction(async (tx) => {
    const bannerId = await insertBanner(tx, { ...input, imageFileId: null }, actor.userId);
    await claimNewRecordImage(tx, { seqType: 'banner', recordId: bannerId, fileId: input.imageFileId, userId: actor.userId }, setBannerImageWhenNone);
    return toItem((await findBanner(tx, bannerId))!);
  });
}

/** The banner keeps its image, or a new upload replaces it (the old one is deleted). */
export async function updateBannerEntry(db: TDb, actor: TActor, bannerId: number, input: TBannerWrite): Promise<TBannerItem> {
  assertAdmin(actor);
  await assertBannerSeCd(db, input.bannerSeCd);
  return db.transaction(async (tx) => {
    const current = await lockBannerImage(tx, bannerId);
    if (!current) throw AppError.notFound();
    const imageFileId = await saveRecordImage(tx, {
      seqType: 'banner',
      recordId: bannerId,
      current: current.imageFileId,
      next: input.imageFileId,
      userId: actor.userId,
    });
    await updateBanner(tx, bannerId, { ...input, imageFileId }, actor.userId);
    return toItem((await findBanner(tx, bannerId))!);
  });
}

/** The banner and its image go together. */
export async function deleteBannerEntry(db: TDb, actor: TActor, bannerId: number): Promise<{ result: 'SUCCESS' }> {
  assertAdmin(actor);
  await db.transaction(async (tx) => {
    if (!(await deleteBanner(tx, bannerId))) throw AppError.notFound();
    await removeFilesOf(tx, 'banner', [String(bannerId)]);
  });
  return { result: 'SUCCESS' };
}

/** The public strip: the banners of a place showing now (server clock), in order, for anyone. */
export async function listShowingBanners(db: TDb, bannerSeCd: string): Promise<TBannerPublicListResponse> {
  return { list: (await findShowingBanners(db, bannerSeCd)).map(toView) };
}
