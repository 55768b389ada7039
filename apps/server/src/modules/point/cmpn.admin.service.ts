import {
  CMPN_APLY_STTS,
  CMPN_MESSAGES as M,
  formatSeoulDateTime,
  type TCmpnAplyExportBody,
  type TCmpnAplyMngDetail,
  type TCmpnAplyMngItem,
  type TCmpnAplyMngQuery,
  type TCmpnAplyProcResponse,
  type TCmpnAplyRejectBody,
  type TCmpnItem,
  type TCmpnListQuery,
  type TCmpnSave,
} from '@portal/contract';
import type { TDb } from '../../db/client.js';
import { auditOf } from '../../db/columns.js';
import { pageOf } from '../../db/paging.js';
import { multiLine } from '../../lib/text.js';
import type { TDownloadFile, TXlsxColumn } from '../../lib/xlsx.js';
import { assertAdmin, type TActor } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { maskUserNm } from '../member/index.js';
import { exportPersonalData, logPersonalDataAccess } from '../privacy-log/index.js';
import { aplyFiles } from './cmpn.files.js';
import {
  aplyMngWhere,
  cmpnWhere,
  countAplyMng,
  countCmpns,
  deleteCmpn,
  findAplyMng,
  findAplyMngPage,
  findCmpnItem,
  findCmpnPage,
  hasAplys,
  insertCmpn,
  lockAplys,
  lockCmpn,
  setAplyStts,
  type TAplyMngRow,
  type TCmpnItemRow,
  type TCmpnWrite,
  updateCmpn,
} from './cmpn.repo.js';
import { isPointHolder, lockBalances, movePoints } from './point.ledger.js';

/** The page an approved campaign's ledger row links to. */
const CMPN_SRC_URL = '/myPage/cmpnPoint/cmpnPointAply';

const toItem = (row: TCmpnItemRow): TCmpnItem => ({
  cmpnId: row.cmpnId,
  cmpnTtl: row.cmpnTtl,
  cmpnCn: row.cmpnCn,
  bgngYmd: row.bgngYmd,
  endYmd: row.endYmd,
  points: row.points,
  proofTextYn: row.proofTextYn,
  proofFileYn: row.proofFileYn,
  aplyLimitCnt: row.aplyLimitCnt,
  closeYn: row.closeYn,
  sttsCd: row.sttsCd,
  aplyCnt: row.aplyCnt,
  aprvCnt: row.aprvCnt,
  ...auditOf(row),
});

const toWrite = (input: TCmpnSave): TCmpnWrite => ({
  cmpnTtl: input.cmpnTtl,
  cmpnCn: multiLine(input.cmpnCn) ?? input.cmpnCn,
  bgngYmd: input.bgngYmd,
  endYmd: input.endYmd,
  points: input.points,
  proofTextYn: input.proofTextYn,
  proofFileYn: input.proofFileYn,
  aplyLimitCnt: input.aplyLimitCnt,
});

async function itemOf(db: TDb, cmpnId: number): Promise<TCmpnItem> {
  const row = await findCmpnItem(db, cmpnId);
  if (!row) throw AppError.notFound();
  return toItem(row);
}

export async function listCmpns(db: TDb, actor: TActor, query: TCmpnListQuery) {
  assertAdmin(actor);
  const where = cmpnWhere(query);
  const page = await pageOf(query, countCmpns(db, where), (offset, limit) => findCmpnPage(db, where, offset, limit));
  return { ...page, list: page.list.map(toItem) };
}

export async function getCmpnMng(db: TDb, actor: TActor, cmpnId: number): Promise<TCmpnItem> {
  assertAdmin(actor);
  return itemOf(db, cmpnId);
}

export async function createCmpn(db: TDb, actor: TActor, input: TCmpnSave): Promise<TCmpnItem> {
  assertAdmin(actor);
  const cmpnId = await db.transaction((tx) => insertCmpn(tx, toWrite(input), actor.userId));
  return itemOf(db, cmpnId);
}

/** An edit applies to applications still to come; approved ones keep the points they were credited. */
export async function updateCmpnEntry(db: TDb, actor: TActor, cmpnId: number, input: TCmpnSave): Promise<TCmpnItem> {
  assertAdmin(actor);
  await db.transaction(async (tx) => {
    if (!(await lockCmpn(tx, cmpnId, 'update'))) throw AppError.notFound();
    await updateCmpn(tx, cmpnId, toWrite(input), actor.userId);
  });
  return itemOf(db, cmpnId);
}

/** A campaign with applications is closed, never deleted (the applications and their credits refer to it). */
export async function deleteCmpnEntry(db: TDb, actor: TActor, cmpnId: number): Promise<{ result: 'SUCCESS' }> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    if (!(await lockCmpn(tx, cmpnId, 'update'))) throw AppError.notFound();
    if (await hasAplys(tx, cmpnId)) throw new AppError('CMPN_HAS_APLYS', 409, M.hasAplys);
    await deleteCmpn(tx, cmpnId);
    return { result: 'SUCCESS' as const };
  });
}

/** No more applications, whatever its period; closing twice changes nothing. */
export async function closeCmpn(db: TDb, actor: TActor, cmpnId: number): Promise<TCmpnItem> {
  assertAdmin(actor);
  await db.transaction(async (tx) => {
    const row = await lockCmpn(tx, cmpnId, 'update');
    if (!row) throw AppError.notFound();
    if (row.closeYn !== 'Y') await updateCmpn(tx, cmpnId, { closeYn: 'Y' }, actor.userId);
  });
  return itemOf(db, cmpnId);
}

// ---- applications ----

const toAplyItem = (row: TAplyMngRow): TCmpnAplyMngItem => ({
  aplyId: row.aplyId,
  cmpnId: row.cmpnId,
  cmpnTtl: row.cmpnTtl,
  points: row.points,
  userId: row.userId,
  userNm: row.userNm,
  schlNm: row.schlNm,
  grd: row.grd,
  aplySttsCd: row.aplySttsCd,
  rejectReason: row.rejectReason,
  fileCnt: row.fileCnt,
  regDt: row.registeredAt.toISOString(),
  procBy: row.procBy,
  procDt: row.procDt?.toISOString() ?? null,
});

/**
 * The applications, searched by campaign, status, and the student's name, id or school. Names are
 * masked as on the member list; the full name is in the application's logged detail (SECURITY 17).
 */
export async function listAplyMng(db: TDb, actor: TActor, query: TCmpnAplyMngQuery) {
  assertAdmin(actor);
  const where = aplyMngWhere(query);
  const page = await pageOf(query, countAplyMng(db, where), (offset, limit) => findAplyMngPage(db, where, offset, limit));
  return { ...page, list: page.list.map((row) => ({ ...toAplyItem(row), userNm: maskUserNm(row.userNm) })) };
}

/** One application with its proof: a view of a student's data, logged (SECURITY 17). */
export async function getAplyMng(db: TDb, actor: TActor, aplyId: number): Promise<TCmpnAplyMngDetail> {
  assertAdmin(actor);
  const row = await findAplyMng(db, aplyId);
  if (!row) throw AppError.notFound();
  const files = await aplyFiles(db, row);
  await logPersonalDataAccess(db, actor, { actnCd: 'VIEW', trgtUserId: row.userId, trgtDesc: `캠페인 신청 증빙 조회 (신청 ${aplyId}, ${row.cmpnTtl})` });
  return { ...toAplyItem(row), proofCn: row.proofCn, files };
}

/**
 * Approves the chosen applications still waiting, in one transaction: their rows are locked in id
 * order, then the holders' balances in id order (lock order: item, then balance), and each
 * credits the campaign's points once (the ledger key `cmpnAply:<aplyId>`), however often or in
 * parallel it is clicked.
 */
export async function approveAplys(db: TDb, actor: TActor, aplyIds: number[]): Promise<TCmpnAplyProcResponse> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    const pending = (await lockAplys(tx, aplyIds)).filter((row) => row.aplySttsCd === 'APLY');
    // a member who has withdrawn (or is no longer a student) since applying earns nothing: left waiting
    const waiting: typeof pending = [];
    for (const row of pending) if (await isPointHolder(tx, row.userId)) waiting.push(row);
    await lockBalances(
      tx,
      waiting.map((row) => row.userId),
    );
    for (const row of waiting) {
      await movePoints(tx, {
        userId: row.userId,
        pointTypeCd: 'CMPN',
        points: row.points,
        reason: `캠페인 참여: ${row.cmpnTtl}`,
        idntfId: `cmpnAply:${row.aplyId}`,
        srcUrl: CMPN_SRC_URL,
        by: actor.userId,
      });
    }
    await setAplyStts(
      tx,
      waiting.map((row) => row.aplyId),
      { aplySttsCd: 'APRV' },
      actor.userId,
    );
    return { result: 'SUCCESS' as const, procCnt: waiting.length };
  });
}

/** Rejects the chosen applications still waiting, with the reason the student sees. */
export async function rejectAplys(db: TDb, actor: TActor, input: TCmpnAplyRejectBody): Promise<TCmpnAplyProcResponse> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    const waiting = (await lockAplys(tx, input.aplyIds)).filter((row) => row.aplySttsCd === 'APLY');
    await setAplyStts(
      tx,
      waiting.map((row) => row.aplyId),
      { aplySttsCd: 'RJCT', rejectReason: input.rejectReason },
      actor.userId,
    );
    return { result: 'SUCCESS' as const, procCnt: waiting.length };
  });
}

// ---- Excel ----

const EXPORT_COLUMNS: readonly TXlsxColumn<TAplyMngRow>[] = [
  ['신청번호', (r) => r.aplyId, 10],
  ['캠페인', (r) => r.cmpnTtl, 30],
  ['지급 포인트', (r) => r.points, 10],
  ['아이디', (r) => r.userId],
  ['이름', (r) => r.userNm, 12],
  ['학교', (r) => r.schlNm, 20],
  ['학년', (r) => r.grd, 8],
  ['상태', (r) => CMPN_APLY_STTS[r.aplySttsCd], 8],
  ['반려 사유', (r) => r.rejectReason, 30],
  ['증빙 내용', (r) => r.proofCn, 50],
  ['증빙 파일 수', (r) => r.fileCnt, 10],
  ['신청일시', (r) => formatSeoulDateTime(r.registeredAt), 20],
  ['처리자', (r) => r.procBy, 12],
  ['처리일시', (r) => formatSeoulDateTime(r.procDt), 20],
];

const SEARCH_CND_NM = { userNm: '이름', userId: '아이디', schlNm: '학교' } as const;

/** The filter in words, for the access log (SECURITY 17: what was exported). */
function describeAplyFilter(f: TCmpnAplyExportBody, cmpnTtl: string | undefined): string {
  const parts = [
    f.cmpnId && `캠페인 "${cmpnTtl ?? f.cmpnId}"`,
    f.aplySttsCd && `상태 ${CMPN_APLY_STTS[f.aplySttsCd]}`,
    f.searchWrd && `${f.searchCnd ? SEARCH_CND_NM[f.searchCnd] : '이름·아이디·학교'} "${f.searchWrd}"`,
  ].filter(Boolean);
  return `캠페인 신청 목록 (조건: ${parts.length ? parts.join(', ') : '전체'})`;
}

/** SECURITY 17: the searched applications with the proof text as an .xlsx, after the reason (privacy-log exportPersonalData). */
export async function exportAplys(db: TDb, actor: TActor, input: TCmpnAplyExportBody): Promise<TDownloadFile> {
  assertAdmin(actor);
  const where = aplyMngWhere(input);
  const cmpnTtl = input.cmpnId ? (await findCmpnItem(db, input.cmpnId))?.cmpnTtl : undefined;
  return exportPersonalData(db, actor, {
    reason: input.reason,
    what: describeAplyFilter(input, cmpnTtl),
    fileStem: '캠페인신청목록',
    asciiStem: 'campaign_applications',
    sheet: '캠페인 신청 목록',
    columns: EXPORT_COLUMNS,
    count: (tx) => countAplyMng(tx, where),
    rows: (tx, limit) => findAplyMngPage(tx, where, 0, limit),
  });
}
