import {
  FUSN_RSVT_LOG as LOG,
  FUSN_RSVT_MESSAGES as M,
  FUSN_RSVT_STTS_NM,
  rsvtSttsView,
  seoulDate,
  type TFusnRsvtExcelBody,
  type TFusnRsvtListResponse,
  type TFusnRsvtMngListQuery,
  type TFusnRsvtView,
} from '@portal/contract';
import type { TDb } from '../../db/client.js';
import { pageOf } from '../../db/paging.js';
import type { TDownloadFile, TXlsxColumn } from '../../lib/xlsx.js';
import type { TActor } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { exportPersonalData } from '../privacy-log/index.js';
import { cancelRsvtOnce, confirmRsvt, countRsvts, findRsvt, findRsvtPage, rsvtWhere, type TRsvtRow } from './rsvt.repo.js';
import { rsvtItemOf, rsvtViewOf } from './rsvt.view.js';

/*
 * The administrator's group activity management (issue 19, admin grpActvMng): every school's
 * reservations with the deadline and confirmation views (sttsView CLSD, CNFM), confirmation,
 * cancellation with a reason at any time before the session ends, and the Excel export.
 */

export async function admListRsvts(db: TDb, query: TFusnRsvtMngListQuery): Promise<TFusnRsvtListResponse> {
  const where = rsvtWhere(query);
  const now = new Date();
  const page = await pageOf(query, countRsvts(db, where), (offset, limit) => findRsvtPage(db, where, offset, limit));
  return { list: page.list.map((row) => rsvtItemOf(row, now)), pagination: page.pagination };
}

async function rsvtOr404(db: TDb, schlRsvtId: number): Promise<TRsvtRow> {
  const row = await findRsvt(db, schlRsvtId);
  if (!row) throw AppError.notFound(M.notFound);
  return row;
}

export async function admViewRsvt(db: TDb, schlRsvtId: number): Promise<TFusnRsvtView> {
  const row = await rsvtOr404(db, schlRsvtId);
  const now = new Date();
  const live = row.sttsCd !== 'CNCL' && now < row.endDt;
  return rsvtViewOf(db, row, { cancelable: live, confirmable: live && row.sttsCd === 'APLY', stdntMng: false }, now);
}

/** POST confirm: APLY to CNFM, once. */
export async function admConfirmRsvt(db: TDb, actor: TActor, schlRsvtId: number): Promise<{ result: 'SUCCESS' }> {
  const row = await rsvtOr404(db, schlRsvtId);
  if (new Date() >= row.endDt) throw AppError.conflict('FUSN_ENDED', M.adminCancelAfterEnd);
  if (!(await confirmRsvt(db, schlRsvtId, actor.userId))) throw AppError.conflict('FUSN_NOT_APLY', M.confirmOnlyAply);
  return { result: 'SUCCESS' };
}

/** POST cancel: with a reason, before the session ends; seats and the students' applications go back once. */
export async function admCancelRsvt(db: TDb, actor: TActor, schlRsvtId: number, cnclRsn: string): Promise<{ result: 'SUCCESS' }> {
  const row = await rsvtOr404(db, schlRsvtId);
  if (row.sttsCd === 'CNCL') throw AppError.conflict('FUSN_CANCELLED', M.alreadyCancelled);
  if (new Date() >= row.endDt) throw AppError.conflict('FUSN_ENDED', M.adminCancelAfterEnd);
  const done = await db.transaction((tx) => cancelRsvtOnce(tx, schlRsvtId, { by: actor.userId, cnclRsn }));
  if (!done) throw AppError.conflict('FUSN_CANCELLED', M.alreadyCancelled);
  return { result: 'SUCCESS' };
}

const COLUMNS: readonly TXlsxColumn<TRsvtRow>[] = [
  ['예약 번호', (r) => r.schlRsvtId, 10],
  ['프로그램', (r) => r.prgrmNm, 30],
  ['활동일', (r) => r.sesnYmd, 12],
  ['시간', (r) => `${r.bgngTm}~${r.endTm}`, 14],
  ['학교', (r) => r.schlNm, 20],
  ['예약 교사', (r) => r.rsvtUserNm, 12],
  ['예약 인원', (r) => r.stdntCnt, 10],
  ['신청 학생', (r) => r.aplyCnt, 10],
  ['신청 마감', (r) => seoulDate(r.ddlnDt), 12],
  ['상태', (r) => FUSN_RSVT_STTS_NM[rsvtSttsView(r.sttsCd, r.ddlnDt, r.endDt)], 8],
  ['취소 사유', (r) => r.cnclRsn, 30],
  ['신청일', (r) => seoulDate(r.regDt), 12],
];

/** POST excel: the filtered reservations after a reason; the file and its EXPORT log row share one transaction (SECURITY 17). */
export async function admExportRsvts(db: TDb, actor: TActor, body: TFusnRsvtExcelBody): Promise<TDownloadFile> {
  const where = rsvtWhere(body);
  return exportPersonalData(db, actor, {
    reason: body.reason,
    what: LOG.excel,
    fileStem: '융합활동_단체예약',
    asciiStem: 'fusion-reservations',
    sheet: '단체 예약',
    columns: COLUMNS,
    count: (tx) => countRsvts(tx, where),
    rows: (tx, limit) => findRsvtPage(tx, where, 0, limit),
  });
}
