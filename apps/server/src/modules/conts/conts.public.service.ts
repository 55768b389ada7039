import {
  computePagination,
  CONTS_LIMITS,
  CONTS_MESSAGES as M,
  contsVideoEmbedUrl,
  type TContsDetail,
  type TContsItem,
  type TContsListResponse,
  type TContsListQueryParsed,
} from '@portal/contract';
import type { TDb } from '../../db/client.js';
import { AppError } from '../../plugins/app-error.js';
import { imagePathOf } from '../files/index.js';
import { clsfGroupsOf, clsfNames, clsfsOf } from './conts.clsf.js';
import { contsFiles } from './conts.files.js';
import {
  clsfCdsOfConts,
  contsPublicWhere,
  countContsPublicCapped,
  findContsPublicPage,
  findRelated,
  readVisibleConts,
  type TContsPublicRow,
} from './conts.repo.js';

/**
 * The public library /infoGd/conts (issue 20): guests and members read visible contents only
 * (published, its time come, not deleted); anything else answers 404.
 */

function toItem(row: TContsPublicRow, names: Map<string, string>): TContsItem {
  return {
    contsId: row.contsId,
    contsTtl: row.contsTtl,
    contsKndCd: row.contsKndCd as TContsItem['contsKndCd'],
    contsSmry: row.contsSmry,
    thmbPath: imagePathOf(row.thmbRef),
    thmbAlt: row.thmbAlt,
    schlLvls: row.schlLvls as TContsItem['schlLvls'],
    clsfs: clsfsOf(names, row.clsfCds),
    pblcDt: row.pblcDt!.toISOString(),
    inqCnt: row.inqCnt,
    hasVdo: row.vdoUrl !== null,
    rtngAvg: Number(row.rtngAvg),
    rtngCnt: row.rtngCnt,
  };
}

/** A list counts its matches up to this many (decision 013, as the board's lists). */
export const CONTS_COUNT_CAP = 1000;

/**
 * One statement for the page and its total, searched or not: the matches are counted up to
 * CONTS_COUNT_CAP, or to the end of the asked page when it lies further (the card grid scrolls on
 * past the cap), and more than that says countCappedYn Y. Not a counter: a scheduled content
 * becomes visible when its time comes, with no write to count it. A page past the end (rare)
 * counts again and reads the last page.
 */
export async function listConts(db: TDb, query: TContsListQueryParsed): Promise<TContsListResponse> {
  const where = contsPublicWhere({ ...query, clsfGroups: await clsfGroupsOf(db, query.clsfCd) });
  const size = query.maxResults;
  const countLimitAt = (page: number) => Math.max(CONTS_COUNT_CAP, page * size);
  const pageAt = (page: number) => findContsPublicPage(db, where, (page - 1) * size, size, countLimitAt(page));
  let { rows, counted } = await pageAt(query.currentPage);
  let countLimit = countLimitAt(query.currentPage);
  if (counted === undefined) {
    // no row: nothing matches, or a page past the end
    countLimit = CONTS_COUNT_CAP;
    counted = query.currentPage === 1 ? 0 : await countContsPublicCapped(db, where, countLimit);
  }
  const pagination = computePagination(Math.min(counted, countLimit), query.currentPage, size);
  if (rows.length === 0 && counted > 0) rows = (await pageAt(pagination.currentPage)).rows;
  const names = await clsfNames(db);
  return { list: rows.map((row) => toItem(row, names)), pagination, countCappedYn: counted > countLimit ? 'Y' : 'N' };
}

/** A visible content (its view count raised), its attachments, classifications, related contents and ratings. */
export async function getConts(db: TDb, contsId: number): Promise<TContsDetail> {
  const row = await readVisibleConts(db, contsId);
  if (!row) throw AppError.notFound(M.notFound);
  const clsfCds = await clsfCdsOfConts(db, contsId);
  const [names, files, related] = await Promise.all([
    clsfNames(db),
    contsFiles(db, contsId, row.atchFileModuleId),
    findRelated(db, contsId, clsfCds, CONTS_LIMITS.related),
  ]);
  return {
    ...toItem({ ...row, clsfCds }, names),
    contsCn: row.contsCn,
    vdoUrl: row.vdoUrl,
    vdoEmbedUrl: row.vdoUrl ? contsVideoEmbedUrl(row.vdoUrl) : null,
    vdoTrnscr: row.vdoTrnscr,
    files,
    related: related.map((r) => toItem(r, names)),
  };
}
