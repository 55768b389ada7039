import {
  REVW_LOG as LOG,
  REVW_MESSAGES as M,
  REVW_TRGT_SE_LABELS,
  seoulDate,
  type TRevwAvgQuery,
  type TRevwAvgResponse,
  type TRevwExcelBody,
  type TRevwHideBody,
  type TRevwMngItem,
  type TRevwMngListQuery,
  type TRevwMngListResponse,
  type TRevwResultResponse,
} from '@portal/contract';
import type { TDb } from '../../db/client.js';
import { pageOf } from '../../db/paging.js';
import type { TDownloadFile, TXlsxColumn } from '../../lib/xlsx.js';
import { assertAdmin, type TActor } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { exportPersonalData, logPersonalDataAccess } from '../privacy-log/index.js';
import {
  countRevwAvg,
  countRevwMng,
  findRevwAvgPage,
  findRevwMngPage,
  revwAvgWhere,
  revwMngWhere,
  setAnswer,
  setHidden,
  type TRevwMngRow,
} from './revw.repo.js';

/*
 * The administrator's contentReview (issue 20): every live review with its writer's name (the view
 * is logged, SECURITY 17), averages per target, hiding with a reason (a hidden review leaves the public
 * list and the averages), the answer, and the .xlsx after a reason.
 */

const itemOf = (r: TRevwMngRow): TRevwMngItem => ({
  revwId: r.revwId,
  trgtSeCd: r.trgtSeCd,
  trgtId: (r.contsId ?? r.prgrmId)!,
  trgtTtl: r.trgtTtl,
  userId: r.userId,
  writerNm: r.userNm,
  rtng: r.rtng,
  revwCn: r.revwCn,
  hideYn: r.hideYn,
  hideRsn: r.hideRsn,
  ansCn: r.ansCn,
  ansAt: r.ansAt?.toISOString() ?? null,
  registeredAt: r.registeredAt.toISOString(),
});

/** GET list: the page, and one VIEW row of the personal-data log naming the page's writers' count. */
export async function admListRevws(db: TDb, actor: TActor, query: TRevwMngListQuery): Promise<TRevwMngListResponse> {
  assertAdmin(actor);
  const where = revwMngWhere(query);
  const page = await pageOf(query, countRevwMng(db, where), async (offset, limit) => (await findRevwMngPage(db, where, offset, limit)).map(itemOf));
  if (page.list.length > 0) {
    const writers = new Set(page.list.map((r) => r.userId)).size;
    await logPersonalDataAccess(db, actor, { actnCd: 'VIEW', trgtDesc: `${LOG.list} ${page.pagination.currentPage}쪽 (작성자 ${writers}명)` });
  }
  return page;
}

export async function admRevwAvgs(db: TDb, actor: TActor, query: TRevwAvgQuery): Promise<TRevwAvgResponse> {
  assertAdmin(actor);
  const where = revwAvgWhere(query);
  return pageOf(query, countRevwAvg(db, where), async (offset, limit) =>
    (await findRevwAvgPage(db, where, offset, limit)).map((r) => ({
      trgtSeCd: r.trgtSeCd,
      trgtId: (r.contsId ?? r.prgrmId)!,
      trgtTtl: r.trgtTtl,
      revwCnt: r.revwCnt,
      avgRtng: Number(r.avgRtng ?? 0),
      hiddenCnt: r.hiddenCnt,
    })),
  );
}

export async function admHideRevw(db: TDb, actor: TActor, revwId: number, body: TRevwHideBody): Promise<TRevwResultResponse> {
  assertAdmin(actor);
  const done = await db.transaction((tx) => setHidden(tx, revwId, actor.userId, body.hideYn, body.hideRsn));
  if (!done) throw AppError.notFound(M.notFound);
  return { result: 'SUCCESS', message: body.hideYn === 'Y' ? M.hidden : M.shown };
}

export async function admAnswerRevw(db: TDb, actor: TActor, revwId: number, ansCn: string | null): Promise<TRevwResultResponse> {
  assertAdmin(actor);
  const done = await db.transaction((tx) => setAnswer(tx, revwId, actor.userId, ansCn));
  if (!done) throw AppError.notFound(M.notFound);
  return { result: 'SUCCESS', message: ansCn ? M.answered : M.answerRemoved };
}

const COLUMNS: readonly TXlsxColumn<TRevwMngRow>[] = [
  ['후기 번호', (r) => r.revwId, 10],
  ['구분', (r) => REVW_TRGT_SE_LABELS[r.trgtSeCd], 14],
  ['대상', (r) => r.trgtTtl, 30],
  ['아이디', (r) => r.userId, 14],
  ['작성자', (r) => r.userNm, 12],
  ['별점', (r) => r.rtng, 8],
  ['후기 내용', (r) => r.revwCn, 50],
  ['숨김', (r) => r.hideYn, 8],
  ['숨김 사유', (r) => r.hideRsn, 24],
  ['답변', (r) => r.ansCn, 40],
  ['작성일', (r) => seoulDate(r.registeredAt), 12],
];

/** POST excel: the searched reviews after a reason; the file and its EXPORT log row share one transaction (SECURITY 17). */
export async function admExportRevws(db: TDb, actor: TActor, body: TRevwExcelBody): Promise<TDownloadFile> {
  assertAdmin(actor);
  const where = revwMngWhere(body);
  return exportPersonalData(db, actor, {
    reason: body.reason,
    what: LOG.excel,
    fileStem: M.excelFileStem,
    asciiStem: 'content-reviews',
    sheet: M.excelSheet,
    columns: COLUMNS,
    count: (tx) => countRevwMng(tx, where),
    rows: (tx, limit) => findRevwMngPage(tx, where, 0, limit),
  });
}
