import {
  CRR_SITE_MESSAGES,
  type TCrrSiteItem,
  type TCrrSiteListQuery,
  type TCrrSiteListResponse,
  type TCrrSitePublicListResponse,
  type TCrrSitePublicQuery,
  type TCrrSiteSave,
} from '@portal/contract';
import type { TDb } from '../../db/client.js';
import { auditOf } from '../../db/columns.js';
import { pageOf } from '../../db/paging.js';
import { orNull } from '../../lib/text.js';
import { AppError } from '../../plugins/app-error.js';
import { findLastChecks, type TLastCheck } from '../dead-link/index.js';
import { claimNewRecordImage, imagePathOf, removeFilesOf, saveRecordImage } from '../files/index.js';
import { assertAdmin, type TActor } from '../../plugins/access.js';
import {
  countCrrSites,
  crrSiteWhere,
  deleteCrrSite,
  findCrrSite,
  findCrrSitePage,
  insertCrrSite,
  lockCrrSiteLogo,
  setCrrSiteLogoWhenNone,
  type TCrrSiteRow,
  type TCrrSiteWrite,
  updateCrrSite,
} from './crr-site.repo.js';

export type TCategory = { comCd: string; comCdNm: string };

export type TCrrSiteDeps = {
  db: TDb;
  /** the active codes of CRR_SITE_CTGRY, in order (the code module's cached list) */
  categories: () => Promise<TCategory[]>;
};

const nameOf = (categories: TCategory[], ctgryCd: string | null) => categories.find((c) => c.comCd === ctgryCd)?.comCdNm ?? null;

function toItem(row: TCrrSiteRow, categories: TCategory[], check: TLastCheck | undefined): TCrrSiteItem {
  return {
    crrSiteId: row.crrSiteId,
    siteNm: row.siteNm,
    siteUrl: row.siteUrl,
    ctgryCd: row.ctgryCd,
    ctgryNm: nameOf(categories, row.ctgryCd),
    siteExpln: row.siteExpln,
    logoFileId: row.logoFileId,
    logoPath: imagePathOf(row.logoRef),
    logoAlt: row.logoAlt,
    sortSeq: row.sortSeq,
    useYn: row.useYn,
    lastCheck: check ? { rsltCd: check.rsltCd, httpStatus: check.httpStatus, checkedAt: check.checkedAt.toISOString() } : null,
    ...auditOf(row),
  };
}

async function toItems(deps: TCrrSiteDeps, rows: TCrrSiteRow[]): Promise<TCrrSiteItem[]> {
  const [categories, checks] = await Promise.all([
    deps.categories(),
    findLastChecks(
      deps.db,
      rows.map((r) => r.siteUrl),
    ),
  ]);
  return rows.map((r) => toItem(r, categories, checks.get(r.siteUrl)));
}

/** The category must be an active code of its group (architecture convention 7: codes, not enums). */
async function toWrite(deps: TCrrSiteDeps, input: TCrrSiteSave): Promise<TCrrSiteWrite> {
  if (!(await deps.categories()).some((c) => c.comCd === input.ctgryCd)) {
    throw new AppError('INVALID_CODE', 400, CRR_SITE_MESSAGES.ctgryInvalid, { fieldErrors: { ctgryCd: CRR_SITE_MESSAGES.ctgryInvalid } });
  }
  return {
    siteNm: input.siteNm,
    siteUrl: input.siteUrl,
    ctgryCd: input.ctgryCd,
    siteExpln: orNull(input.siteExpln),
    logoFileId: input.logoFileId,
    logoAlt: input.logoFileId === null ? null : orNull(input.logoAlt),
    sortSeq: input.sortSeq,
    useYn: input.useYn,
  };
}

export async function listCrrSites(deps: TCrrSiteDeps, actor: TActor, query: TCrrSiteListQuery): Promise<TCrrSiteListResponse> {
  assertAdmin(actor);
  const where = crrSiteWhere(query);
  const page = await pageOf(query, countCrrSites(deps.db, where), (offset, limit) => findCrrSitePage(deps.db, where, offset, limit));
  return { ...page, list: await toItems(deps, page.list) };
}

export async function getCrrSite(deps: TCrrSiteDeps, actor: TActor, crrSiteId: number): Promise<TCrrSiteItem> {
  assertAdmin(actor);
  const row = await findCrrSite(deps.db, crrSiteId);
  if (!row) throw AppError.notFound();
  return (await toItems(deps, [row]))[0]!;
}

/** The uploaded logo (logoFileId) becomes the new site's in the same transaction. */
export async function createCrrSite(deps: TCrrSiteDeps, actor: TActor, input: TCrrSiteSave): Promise<TCrrSiteItem> {
  assertAdmin(actor);
  const write = await toWrite(deps, input);
  const row = await deps.db.transaction(async (tx) => {
    const crrSiteId = await insertCrrSite(tx, { ...write, logoFileId: null }, actor.userId);
    await claimNewRecordImage(tx, { seqType: 'crrSite', recordId: crrSiteId, fileId: input.logoFileId, userId: actor.userId }, setCrrSiteLogoWhenNone);
    return (await findCrrSite(tx, crrSiteId))!;
  });
  return (await toItems(deps, [row]))[0]!;
}

/** The site keeps its logo, or a new upload replaces it, or the logo is removed (the old one is deleted). */
export async function updateCrrSiteEntry(deps: TCrrSiteDeps, actor: TActor, crrSiteId: number, input: TCrrSiteSave): Promise<TCrrSiteItem> {
  assertAdmin(actor);
  const write = await toWrite(deps, input);
  const row = await deps.db.transaction(async (tx) => {
    const current = await lockCrrSiteLogo(tx, crrSiteId);
    if (!current) throw AppError.notFound();
    const logoFileId = await saveRecordImage(tx, {
      seqType: 'crrSite',
      recordId: crrSiteId,
      current: current.logoFileId,
      next: input.logoFileId,
      userId: actor.userId,
    });
    await updateCrrSite(tx, crrSiteId, { ...write, logoFileId }, actor.userId);
    return (await findCrrSite(tx, crrSiteId))!;
  });
  return (await toItems(deps, [row]))[0]!;
}

/** The site and its logo go together. */
export async function deleteCrrSiteEntry(deps: TCrrSiteDeps, actor: TActor, crrSiteId: number): Promise<{ result: 'SUCCESS' }> {
  assertAdmin(actor);
  await deps.db.transaction(async (tx) => {
    if (!(await deleteCrrSite(tx, crrSiteId))) throw AppError.notFound();
    await removeFilesOf(tx, 'crrSite', [String(crrSiteId)]);
  });
  return { result: 'SUCCESS' };
}

/** /infoGd/crrSite: the sites in use, 10 a page (spec §9), one category or all. */
export async function listPublicCrrSites(deps: TCrrSiteDeps, query: TCrrSitePublicQuery): Promise<TCrrSitePublicListResponse> {
  const where = crrSiteWhere({ ctgryCd: query.ctgryCd, useYn: 'Y' });
  const [page, categories] = await Promise.all([
    pageOf(query, countCrrSites(deps.db, where), (offset, limit) => findCrrSitePage(deps.db, where, offset, limit)),
    deps.categories(),
  ]);
  return {
    ...page,
    list: page.list.map((r) => ({
      crrSiteId: r.crrSiteId,
      siteNm: r.siteNm,
      siteUrl: r.siteUrl,
      ctgryCd: r.ctgryCd,
      ctgryNm: nameOf(categories, r.ctgryCd),
      siteExpln: r.siteExpln,
      logoPath: imagePathOf(r.logoRef),
      logoAlt: r.logoAlt,
    })),
  };
}
