import {
  EARN_POINT_TYPE_CDS,
  formatSeoulDateTime,
  MBR_TYPE_AUTHRT,
  USER_STTS,
  POINT_HOLDER_TYPES,
  POINT_MESSAGES as M,
  type TAdjustBody,
  type TEarnPointTypeCd,
  type THolderExportBody,
  type THolder,
  type THolderLedgerResponse,
  type THolderListQuery,
  type THolderListResponse,
  type TLedgerExportBody,
  type TLedgerQuery,
  type TPointRule,
  type TPointRuleSave,
} from '@portal/contract';
import { and, asc, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '../../db/client.js';
import { countRows, pageOf } from '../../db/paging.js';
import { keywordWhere } from '../../db/search.js';
import type { TDownloadFile, TXlsxColumn } from '../../lib/xlsx.js';
import { assertAdmin, type TActor } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { maskUserNm } from '../member/index.js';
import { mbr } from '../member/member.table.js';
import { exportPersonalData, logPersonalDataAccess } from '../privacy-log/index.js';
import { pointTypes } from './point.earn.js';
import { lockBalance, movePoints } from './point.ledger.js';
import { ledgerPage, ledgerWhere } from './point.service.js';
import { pointBalance, pointLedger, pointRule } from './point.table.js';

/** Lists count at most this many rows (ARCHITECTURE: no unbounded exact count per request). */
const HOLDER_COUNT_CAP = 10_000;

const holderColumns = {
  userId: mbr.userId,
  userNm: mbr.userNm,
  mbrTypeAuthrt: mbr.mbrTypeAuthrt,
  schlNm: mbr.schlNm,
  grd: mbr.grd,
  userSttsCd: mbr.userSttsCd,
  balance: sql<number>`coalesce(${pointBalance.balance}, 0)`.mapWith(Number),
};

/**
 * The holders: student accounts (ST01, ST02); a withdrawn one only while its ledger has rows (kept
 * for the audit period). The search: the name, the id or the school (any of them without a field).
 */
function holderWhere(query: Pick<THolderListQuery, 'searchCnd' | 'searchWrd'>): SQL {
  const word = query.searchWrd;
  const searchOn = {
    ALL: keywordWhere(word, mbr.userNm, mbr.userId, mbr.schlNm),
    userNm: keywordWhere(word, mbr.userNm),
    userId: keywordWhere(word, mbr.userId),
    schlNm: keywordWhere(word, mbr.schlNm),
  };
  return and(
    inArray(mbr.mbrTypeAuthrt, [...POINT_HOLDER_TYPES]),
    or(ne(mbr.userSttsCd, 'WTDR'), sql`exists (select 1 from ${pointLedger} where ${pointLedger.userId} = ${mbr.userId})`),
    searchOn[query.searchCnd ?? 'ALL'],
  )!;
}

async function countHolders(db: TDbOrTx, where: SQL): Promise<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(mbr)
    .where(where)
    .limit(HOLDER_COUNT_CAP)
    .as('capped');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
  return row?.n ?? 0;
}

/** One holder, full name (the caller logs the view), or undefined for an unknown id or a non-student. */
async function findHolder(db: TDbOrTx, userId: string): Promise<THolder | undefined> {
  const [row] = await db
    .select(holderColumns)
    .from(mbr)
    .leftJoin(pointBalance, eq(pointBalance.userId, mbr.userId))
    .where(and(eq(mbr.userId, userId), inArray(mbr.mbrTypeAuthrt, [...POINT_HOLDER_TYPES])));
  return row;
}

/** cmpnPointMng holder: the students and their balances; names masked as on the member list. */
export async function listHolders(db: TDb, actor: TActor, query: THolderListQuery): Promise<THolderListResponse> {
  assertAdmin(actor);
  const where = holderWhere(query);
  const page = await pageOf(query, countHolders(db, where), (offset, limit) =>
    db
      .select(holderColumns)
      .from(mbr)
      .leftJoin(pointBalance, eq(pointBalance.userId, mbr.userId))
      .where(where)
      .orderBy(asc(mbr.userNm), asc(mbr.userId))
      .offset(offset)
      .limit(limit),
  );
  return { ...page, list: page.list.map((row) => ({ ...row, userNm: maskUserNm(row.userNm) })) };
}

/** One holder's ledger with the student's own filters; SECURITY 17: the view is logged. */
export async function holderLedger(db: TDb, actor: TActor, userId: string, query: TLedgerQuery): Promise<THolderLedgerResponse> {
  assertAdmin(actor);
  const holder = await findHolder(db, userId);
  if (!holder) throw AppError.notFound();
  await logPersonalDataAccess(db, actor, { actnCd: 'VIEW', trgtUserId: userId, trgtDesc: '포인트 내역 조회' });
  return { holder, ...(await ledgerPage(db, userId, query)) };
}

/**
 * An administrator's correction (ADJ, either sign) with its reason, as a new ledger row. The form's
 * request key names the effect: a double submit or a retry adjusts once and answers the balance. A
 * debit beyond the balance is refused (POINT_SHORT) and nothing is written.
 */
export async function adjustPoints(db: TDb, actor: TActor, userId: string, input: TAdjustBody): Promise<{ result: 'SUCCESS'; balance: number }> {
  assertAdmin(actor);
  const holder = await findHolder(db, userId);
  if (!holder) throw AppError.notFound();
  if (holder.userSttsCd === 'WTDR') throw new AppError('VALIDATION', 400, M.adjustWithdrawn);
  return db.transaction(async (tx) => {
    const moved = await movePoints(tx, {
      userId,
      pointTypeCd: 'ADJ',
      points: input.points,
      reason: `관리자 조정: ${input.reason}`,
      idntfId: `adj:${input.requestKey}`,
      by: actor.userId,
    });
    if (!moved) return { result: 'SUCCESS' as const, balance: await lockBalance(tx, userId) };
    await logPersonalDataAccess(tx, actor, { actnCd: 'UPDATE', trgtUserId: userId, trgtDesc: `포인트 조정 ${input.points > 0 ? '+' : ''}${input.points}` });
    return { result: 'SUCCESS' as const, balance: moved.balanceAfter };
  });
}

type TRuleRow = typeof pointRule.$inferSelect;

async function ruleOf(db: TDb, pointTypeCd: TEarnPointTypeCd, row: TRuleRow | undefined, types?: Awaited<ReturnType<typeof pointTypes>>): Promise<TPointRule> {
  const type = (types ?? (await pointTypes(db))).get(pointTypeCd);
  return {
    pointTypeCd,
    pointTypeNm: type?.pointTypeNm ?? pointTypeCd,
    points: type?.points ?? null,
    useYn: row?.useYn ?? 'Y',
    clientCreditYn: row?.clientCreditYn ?? 'N',
    dayLimitCnt: row?.dayLimitCnt ?? null,
    totalLimitCnt: row?.totalLimitCnt ?? null,
  };
}

/** Every earning type: its Korean name and amount from the reflected codes, and its rule (or the defaults). */
export async function listRules(db: TDb, actor: TActor): Promise<{ list: TPointRule[] }> {
  assertAdmin(actor);
  const [types, rows] = await Promise.all([pointTypes(db), db.select().from(pointRule)]);
  const byType = new Map(rows.map((row) => [row.pointTypeCd, row]));
  return { list: await Promise.all(EARN_POINT_TYPE_CDS.map((cd) => ruleOf(db, cd, byType.get(cd), types))) };
}

/** Sets one type's rule (on or off, page crediting, caps); new credits follow it at once. */
export async function updateRule(db: TDb, actor: TActor, pointTypeCd: TEarnPointTypeCd, input: TPointRuleSave): Promise<TPointRule> {
  assertAdmin(actor);
  const values = { useYn: input.useYn, clientCreditYn: input.clientCreditYn, dayLimitCnt: input.dayLimitCnt, totalLimitCnt: input.totalLimitCnt };
  const [row] = await db
    .insert(pointRule)
    .values({ pointTypeCd, ...values, registeredBy: actor.userId, updatedBy: actor.userId })
    .onConflictDoUpdate({ target: pointRule.pointTypeCd, set: { ...values, updatedBy: actor.userId, updatedAt: sql`now()` } })
    .returning();
  return ruleOf(db, pointTypeCd, row);
}

// ---- Excel exports (SECURITY 17: after the reason, logged with it) ----

const codeText = (codes: Record<string, string>, code: string | null | undefined) => (code ? (codes[code] ?? code) : '');

const HOLDER_SEARCH_CND = { userNm: '이름', userId: '아이디', schlNm: '학교' } as const;

const HOLDER_COLUMNS: readonly TXlsxColumn<THolder>[] = [
  ['아이디', (h) => h.userId],
  ['이름', (h) => h.userNm, 12],
  ['회원 유형', (h) => codeText(MBR_TYPE_AUTHRT, h.mbrTypeAuthrt)],
  ['학교', (h) => h.schlNm, 24],
  ['학년', (h) => h.grd],
  ['상태', (h) => codeText(USER_STTS, h.userSttsCd), 10],
  ['보유 포인트', (h) => h.balance, 12],
];

/** The holder list with full names as an .xlsx, with the list's search. */
export async function exportHolders(db: TDb, actor: TActor, input: THolderExportBody): Promise<TDownloadFile> {
  assertAdmin(actor);
  const where = holderWhere(input);
  const filter = input.searchWrd ? `${input.searchCnd ? HOLDER_SEARCH_CND[input.searchCnd] : '전체'} "${input.searchWrd}"` : '전체';
  return exportPersonalData(db, actor, {
    reason: input.reason,
    what: `학생 포인트 목록 (조건: ${filter})`,
    fileStem: '학생포인트목록',
    asciiStem: 'point_holders',
    sheet: '학생 포인트',
    columns: HOLDER_COLUMNS,
    count: (tx) => countHolders(tx, where),
    rows: (tx, limit) =>
      tx
        .select(holderColumns)
        .from(mbr)
        .leftJoin(pointBalance, eq(pointBalance.userId, mbr.userId))
        .where(where)
        .orderBy(asc(mbr.userNm), asc(mbr.userId))
        .limit(limit),
  });
}

type TLedgerExportRow = typeof pointLedger.$inferSelect;

/** The ledger's columns; the type in Korean from the reflected codes. */
const ledgerColumns = (typeName: (cd: string) => string): readonly TXlsxColumn<TLedgerExportRow>[] => [
  ['일시', (r) => formatSeoulDateTime(r.registeredAt), 20],
  ['유형', (r) => typeName(r.pointTypeCd), 14],
  ['내용', (r) => r.reason, 40],
  ['포인트', (r) => r.points, 10],
  ['잔액', (r) => r.balanceAfter, 10],
  ['처리자', (r) => r.registeredBy ?? '', 12],
  ['관련 화면', (r) => r.srcUrl, 32],
];

/** One holder's ledger, with the history's filters, as an .xlsx; 404 for an unknown id or a non-student. */
export async function exportLedger(db: TDb, actor: TActor, userId: string, input: TLedgerExportBody): Promise<TDownloadFile> {
  assertAdmin(actor);
  const holder = await findHolder(db, userId);
  if (!holder) throw AppError.notFound();
  const types = await pointTypes(db);
  const where = ledgerWhere(userId, input);
  const parts = [
    (input.bgngYmd || input.endYmd) && `기간 ${input.bgngYmd ?? ''}~${input.endYmd ?? ''}`,
    input.pointTypeCd && `유형 ${types.get(input.pointTypeCd)?.pointTypeNm ?? input.pointTypeCd}`,
  ].filter(Boolean);
  return exportPersonalData(db, actor, {
    reason: input.reason,
    what: `포인트 내역 (조건: ${parts.length ? parts.join(', ') : '전체'})`,
    trgtUserId: userId,
    fileStem: `포인트내역_${userId}`,
    asciiStem: `point_ledger_${userId}`,
    sheet: '포인트 내역',
    columns: ledgerColumns((cd) => types.get(cd)?.pointTypeNm ?? cd),
    count: (tx) => countRows(tx, pointLedger, where),
    rows: (tx, limit) => tx.select().from(pointLedger).where(where).orderBy(desc(pointLedger.ledgerId)).limit(limit),
  });
}
