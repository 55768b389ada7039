import {
  CPN_DRAW_ALGORITHM_VER,
  CPN_MESSAGES as M,
  seoulDate,
  type TCpnCongrats,
  type TCpnDayListResponse,
  type TCpnResult,
  type TMyCpn,
  type TPage,
} from '@portal/contract';
import { countDistinct, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { pageOf } from '../../db/paging.js';
import type { TActor } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import {
  countCpns,
  DRAWN_WHERE,
  entrantOf,
  findCpn,
  findCpnPage,
  findEntries,
  findOpenCpnsFrom,
  findUnseenWins,
  insertEntry,
  lockCpn,
  markCongratsSeen,
  myCpnPage,
  myEntryCounts,
  nextEntrantNo,
  type TCpnRow,
} from './cpn.repo.js';
import { hasMoved, lockBalance, movePoints } from './point.ledger.js';
import { assertHolder, balanceOf } from './point.service.js';
import { dayBsdCpnEntry } from './point.table.js';

/** The student's coupon page, where an entry's ledger row links to. */
export const CPN_SRC_URL = '/myPage/cmpnPoint/dayBsdCpn';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** GET /icec/api/dayBsdCpn/list: today's coupon day(s) taking entries and the upcoming ones, with my entries. */
export async function listCpnDays(db: TDb, actor: TActor): Promise<TCpnDayListResponse> {
  assertHolder(actor);
  const today = seoulDate();
  const rows = await findOpenCpnsFrom(db, today);
  const [mine, balance] = await Promise.all([
    myEntryCounts(
      db,
      actor.userId,
      rows.map((r) => r.cpnId),
    ),
    balanceOf(db, actor.userId),
  ]);
  return {
    today,
    balance,
    list: rows.map((r) => ({
      cpnId: r.cpnId,
      drawYmd: r.drawYmd,
      prizeNm: r.prizeNm,
      prizeCn: r.prizeCn,
      winnerCnt: r.winnerCnt,
      entryPoints: r.entryPoints,
      entryLimitCnt: r.entryLimitCnt,
      commitHash: r.commitHash,
      entryCnt: r.entryCnt,
      myEntryCnt: mine.get(r.cpnId) ?? 0,
      openYn: r.drawYmd === today ? 'Y' : 'N',
    })),
  };
}

/**
 * POST /icec/api/dayBsdCpn/:cpnId/entry: buys one entry on the coupon's day. The coupon row is locked
 * first (entry numbers without gaps, the limit), then the student's balance (movePoints). The
 * page's request key names the purchase: a double click or a retry buys once and answers the
 * student's entries as they are (SECURITY 19).
 */
export async function enterCpn(
  db: TDb,
  actor: TActor,
  cpnId: number,
  requestKey: string | undefined,
): Promise<{ entryNo: number; myEntryCnt: number; balance: number }> {
  assertHolder(actor);
  return db.transaction(async (tx) => {
    const cpn = await lockCpn(tx, cpnId);
    if (!cpn) throw AppError.notFound();
    const mine = await entrantOf(tx, cpnId, actor.userId);
    const idntfId = requestKey ? `cpn:${cpnId}:req:${requestKey}` : `cpn:${cpnId}:${cpn.entryCnt + 1}`;
    if (requestKey && mine.lastEntryNo !== null && (await hasMoved(tx, actor.userId, 'CPN', idntfId))) {
      return { entryNo: mine.lastEntryNo, myEntryCnt: mine.n, balance: await lockBalance(tx, actor.userId) };
    }
    if (cpn.cpnSttsCd !== 'OPEN') throw new AppError('CPN_CLOSED', 409, M.notOpen);
    if (cpn.drawYmd !== seoulDate()) throw new AppError('CPN_NOT_TODAY', 409, M.notOpenDay);
    if (mine.n >= cpn.entryLimitCnt) throw new AppError('CPN_LIMIT', 409, M.limitReached(cpn.entryLimitCnt));
    const entryNo = cpn.entryCnt + 1;
    const entrantNo = mine.entrantNo ?? (await nextEntrantNo(tx, cpnId));
    const moved = await movePoints(tx, {
      userId: actor.userId,
      pointTypeCd: 'CPN',
      points: -cpn.entryPoints,
      idntfId,
      reason: M.entryReason(cpn.prizeNm),
      srcUrl: CPN_SRC_URL,
    });
    // the key was checked under the coupon's lock: a key already in the ledger means a broken invariant
    if (!moved) throw new AppError('CONFLICT', 409, M.notOpen);
    await insertEntry(tx, { cpnId, entryNo, entrantNo, userId: actor.userId });
    return { entryNo, myEntryCnt: mine.n + 1, balance: moved.balanceAfter };
  });
}

/** GET /icec/api/dayBsdCpn/my: the coupon days I entered, newest first, with my entry numbers and wins. */
export async function listMyCpns(db: TDb, actor: TActor, query: { currentPage: number }): Promise<TPage<TMyCpn>> {
  assertHolder(actor);
  const total = db
    .select({ n: countDistinct(dayBsdCpnEntry.cpnId) })
    .from(dayBsdCpnEntry)
    .where(eq(dayBsdCpnEntry.userId, actor.userId))
    .then(([row]) => row?.n ?? 0);
  const page = await pageOf(query, total, (offset, limit) => myCpnPage(db, actor.userId, offset, limit));
  return {
    ...page,
    list: page.list.map(({ announceDt, ...row }) => ({
      ...row,
      entryNos: row.entryNos.map(Number),
      winYn: row.winYn === 'Y' ? 'Y' : 'N',
      announceYn: row.cpnSttsCd === 'DRAWN' && announceDt ? 'Y' : 'N',
    })),
  };
}

/** GET /icec/api/dayBsdCpn/congrats: my announced wins I have not seen yet (the congratulation dialog). */
export async function myCongrats(db: TDb, actor: TActor): Promise<{ list: TCpnCongrats[] }> {
  assertHolder(actor);
  return { list: await findUnseenWins(db, actor.userId) };
}

/** POST /icec/api/dayBsdCpn/congrats/seen: the dialog was shown; only the caller's own announced wins change. */
export async function seeCongrats(db: TDb, actor: TActor, cpnIds: number[]): Promise<{ result: 'SUCCESS' }> {
  assertHolder(actor);
  await markCongratsSeen(db, actor.userId, cpnIds);
  return { result: 'SUCCESS' };
}

/** GET /icec/api/dayBsdCpn/result/list: the drawn coupon days, newest first (anyone). */
export async function listResults(db: TDb, query: { currentPage: number }) {
  const page = await pageOf(query, countCpns(db, DRAWN_WHERE), (offset, limit) => findCpnPage(db, DRAWN_WHERE, offset, limit));
  return {
    ...page,
    list: page.list.map((r) => ({
      cpnId: r.cpnId,
      drawYmd: r.drawYmd,
      prizeNm: r.prizeNm,
      winnerCnt: r.winnerCnt,
      entryCnt: r.entryCnt,
      drawDt: iso(r.drawDt),
    })),
  };
}

/** The public result of a coupon day: the commitment; after the draw the seed, the frozen entries (masked) and the winners. */
export async function resultOf(db: TDb, cpn: TCpnRow): Promise<TCpnResult> {
  const drawn = cpn.cpnSttsCd === 'DRAWN';
  const entries = drawn ? (await findEntries(db, cpn.cpnId)).map((e) => ({ ...e, shownNm: e.shownNm ?? '' })) : [];
  const publicEntry = (e: (typeof entries)[number]) => ({ entryNo: e.entryNo, entrantNo: e.entrantNo, shownNm: e.shownNm });
  return {
    cpnId: cpn.cpnId,
    drawYmd: cpn.drawYmd,
    prizeNm: cpn.prizeNm,
    prizeCn: cpn.prizeCn,
    winnerCnt: cpn.winnerCnt,
    entryPoints: cpn.entryPoints,
    cpnSttsCd: cpn.cpnSttsCd,
    commitHash: cpn.commitHash,
    entryCnt: cpn.entryCnt,
    seedHex: drawn ? cpn.seedHex : null,
    drawDt: iso(cpn.drawDt),
    algorithmVer: CPN_DRAW_ALGORITHM_VER,
    entries: entries.map(publicEntry),
    winners: entries.filter((e) => e.winYn === 'Y').map(publicEntry),
    congratsCn: drawn && cpn.announceDt ? cpn.congratsCn : null,
    announceDt: drawn ? iso(cpn.announceDt) : null,
  };
}

/** GET /icec/api/dayBsdCpn/result/:cpnId (anyone). */
export async function getResult(db: TDb, cpnId: number): Promise<TCpnResult> {
  const cpn = await findCpn(db, cpnId);
  if (!cpn) throw AppError.notFound();
  return resultOf(db, cpn);
}
