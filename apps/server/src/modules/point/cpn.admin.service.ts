import {
  CPN_MESSAGES as M,
  drawWinners,
  seoulDate,
  type TCpnResult,
  type TCpnWinner,
  type TDayBsdCpnItem,
  type TDayBsdCpnListQuery,
  type TDayBsdCpnSave,
} from '@portal/contract';
import type { TDb } from '../../db/client.js';
import { auditOf } from '../../db/columns.js';
import { pageOf } from '../../db/paging.js';
import { orNull } from '../../lib/text.js';
import { assertAdmin, type TActor } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { maskUserNm } from '../member/index.js';
import { logPersonalDataAccess } from '../privacy-log/index.js';
import { newSeedSalt, seedHexOf, sha256Hex } from './cpn.draw.js';
import {
  countCpns,
  cpnWhere,
  deleteCpn,
  findCpn,
  findCpnPage,
  findEntries,
  findWinners,
  insertCpn,
  lockCpn,
  markHandover,
  markWinners,
  setShownNm,
  type TCpnRow,
  type TCpnWrite,
  updateCpn,
} from './cpn.repo.js';
import { CPN_SRC_URL, resultOf } from './cpn.service.js';
import { lockBalances, movePoints } from './point.ledger.js';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export const toCpnItem = (row: TCpnRow): TDayBsdCpnItem => ({
  cpnId: row.cpnId,
  drawYmd: row.drawYmd,
  prizeNm: row.prizeNm,
  prizeCn: row.prizeCn,
  winnerCnt: row.winnerCnt,
  entryPoints: row.entryPoints,
  entryLimitCnt: row.entryLimitCnt,
  commitHash: row.commitHash,
  cpnSttsCd: row.cpnSttsCd,
  entryCnt: row.entryCnt,
  seedHex: row.cpnSttsCd === 'DRAWN' ? row.seedHex : null,
  drawDt: iso(row.drawDt),
  drawBy: row.drawBy,
  congratsCn: row.congratsCn,
  announceDt: iso(row.announceDt),
  ...auditOf(row),
});

function toWrite(input: TDayBsdCpnSave): TCpnWrite {
  if (input.drawYmd < seoulDate()) throw new AppError('VALIDATION', 400, M.drawYmdPast, { fieldErrors: { drawYmd: M.drawYmdPast } });
  return {
    drawYmd: input.drawYmd,
    prizeNm: input.prizeNm,
    prizeCn: orNull(input.prizeCn),
    winnerCnt: input.winnerCnt,
    entryPoints: input.entryPoints,
    entryLimitCnt: input.entryLimitCnt,
  };
}

export async function listCpnsMng(db: TDb, actor: TActor, query: TDayBsdCpnListQuery) {
  assertAdmin(actor);
  const where = cpnWhere(query);
  const page = await pageOf(query, countCpns(db, where), (offset, limit) => findCpnPage(db, where, offset, limit));
  return { ...page, list: page.list.map(toCpnItem) };
}

export async function getCpnMng(db: TDb, actor: TActor, cpnId: number): Promise<TDayBsdCpnItem> {
  assertAdmin(actor);
  const row = await findCpn(db, cpnId);
  if (!row) throw AppError.notFound();
  return toCpnItem(row);
}

/**
 * A new coupon day with its commitment: a random salt, the seed HMAC(secret, id and salt) and its
 * SHA-256 published at once, before any entry (SECURITY 21). The seed itself stays unstored until the draw.
 */
export async function createCpn(db: TDb, secret: string, actor: TActor, input: TDayBsdCpnSave): Promise<TDayBsdCpnItem> {
  assertAdmin(actor);
  const write = toWrite(input);
  return db.transaction(async (tx) => {
    const seedSalt = newSeedSalt();
    const cpnId = await insertCpn(tx, { ...write, seedSalt, commitHash: '' }, actor.userId);
    await updateCpn(tx, cpnId, { commitHash: await sha256Hex(seedHexOf(secret, cpnId, seedSalt)) }, actor.userId);
    return toCpnItem((await findCpn(tx, cpnId))!);
  });
}

/** Changes a coupon day only while it is open and nobody has entered (the commitment stays). */
export async function updateCpnMng(db: TDb, actor: TActor, cpnId: number, input: TDayBsdCpnSave): Promise<TDayBsdCpnItem> {
  assertAdmin(actor);
  const write = toWrite(input);
  return db.transaction(async (tx) => {
    const cpn = await lockCpn(tx, cpnId);
    if (!cpn) throw AppError.notFound();
    if (cpn.cpnSttsCd !== 'OPEN' || cpn.entryCnt > 0) throw new AppError('CPN_LOCKED', 409, M.notEditable);
    await updateCpn(tx, cpnId, write, actor.userId);
    return toCpnItem((await findCpn(tx, cpnId))!);
  });
}

/** Deletes a coupon day nobody entered. */
export async function deleteCpnMng(db: TDb, actor: TActor, cpnId: number): Promise<{ result: 'SUCCESS' }> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    const cpn = await lockCpn(tx, cpnId);
    if (!cpn) throw AppError.notFound();
    if (cpn.entryCnt > 0) throw new AppError('CPN_LOCKED', 409, M.notDeletable);
    await deleteCpn(tx, cpnId);
    return { result: 'SUCCESS' as const };
  });
}

/**
 * The draw, once (SECURITY 19, 21): only after the coupon's day has ended. Freezes each entrant's
 * masked name on the entries, reveals the seed, marks the winners drawn by the shared algorithm and
 * closes the coupon, in one transaction under the coupon's lock; a second call is refused.
 */
export async function drawCpn(db: TDb, secret: string, actor: TActor, cpnId: number): Promise<TCpnResult> {
  assertAdmin(actor);
  const cpn = await db.transaction(async (tx) => {
    const row = await lockCpn(tx, cpnId);
    if (!row) throw AppError.notFound();
    if (row.cpnSttsCd === 'DRAWN') throw new AppError('CPN_DRAWN', 409, M.alreadyDrawn);
    if (row.cpnSttsCd === 'CNCL') throw new AppError('CPN_CNCL', 409, M.cancelled);
    if (seoulDate() <= row.drawYmd) throw new AppError('CPN_TOO_EARLY', 409, M.drawTooEarly);
    const seedHex = seedHexOf(secret, cpnId, row.seedSalt);
    // the seed must answer the published commitment, or the draw would not be verifiable (the
    // server secret it derives from was changed since the day was created: it can only be cancelled)
    if ((await sha256Hex(seedHex)) !== row.commitHash) throw new AppError('CPN_COMMIT_MISMATCH', 409, M.commitMismatch);
    const entries = await findEntries(tx, cpnId);
    const names = new Map(entries.map((e) => [e.userId, maskUserNm(e.userNm ?? '')]));
    for (const [userId, shownNm] of names) await setShownNm(tx, cpnId, userId, shownNm);
    await markWinners(tx, cpnId, await drawWinners(seedHex, entries, row.winnerCnt, sha256Hex));
    await updateCpn(tx, cpnId, { cpnSttsCd: 'DRAWN', seedHex, drawDt: new Date(), drawBy: actor.userId }, actor.userId);
    return (await findCpn(tx, cpnId))!;
  });
  return resultOf(db, cpn);
}

/**
 * Cancels an open coupon day: every entry is refunded in one transaction (the coupon locked first,
 * then the entrants' balances in their sorted order); after the draw nothing is refunded.
 */
export async function cancelCpn(db: TDb, actor: TActor, cpnId: number): Promise<TDayBsdCpnItem> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    const cpn = await lockCpn(tx, cpnId);
    if (!cpn) throw AppError.notFound();
    if (cpn.cpnSttsCd === 'DRAWN') throw new AppError('CPN_DRAWN', 409, M.cancelAfterDraw);
    if (cpn.cpnSttsCd === 'CNCL') throw new AppError('CPN_CNCL', 409, M.cancelled);
    const entries = await findEntries(tx, cpnId);
    await lockBalances(
      tx,
      entries.map((e) => e.userId),
    );
    for (const entry of entries) {
      await movePoints(tx, {
        userId: entry.userId,
        pointTypeCd: 'CPN',
        points: cpn.entryPoints,
        idntfId: `cpnRefund:${cpnId}:${entry.entryNo}`,
        reason: M.refundReason(cpn.prizeNm),
        srcUrl: CPN_SRC_URL,
        by: actor.userId,
      });
    }
    await updateCpn(tx, cpnId, { cpnSttsCd: 'CNCL' }, actor.userId);
    return toCpnItem((await findCpn(tx, cpnId))!);
  });
}

/** Announces a drawn coupon's winners with a congratulation (the first call sets the announcement time). */
export async function congratulate(db: TDb, actor: TActor, cpnId: number, congratsCn: string): Promise<TDayBsdCpnItem> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    const cpn = await lockCpn(tx, cpnId);
    if (!cpn) throw AppError.notFound();
    if (cpn.cpnSttsCd !== 'DRAWN') throw new AppError('CPN_NOT_DRAWN', 409, M.notDrawn);
    await updateCpn(tx, cpnId, { congratsCn, announceDt: cpn.announceDt ?? new Date() }, actor.userId);
    return toCpnItem((await findCpn(tx, cpnId))!);
  });
}

const toWinner = (row: Awaited<ReturnType<typeof findWinners>>[number]): TCpnWinner => ({
  ...row,
  userNm: row.userNm ?? '',
  handoverDt: iso(row.handoverDt),
  congratsSeenDt: iso(row.congratsSeenDt),
});

/** The winners with full names and schools, for the hand-over; each winner's view is logged (SECURITY 17). */
export async function listWinners(db: TDb, actor: TActor, cpnId: number): Promise<{ cpn: TDayBsdCpnItem; list: TCpnWinner[] }> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    const cpn = await findCpn(tx, cpnId);
    if (!cpn) throw AppError.notFound();
    const rows = await findWinners(tx, cpnId);
    for (const row of rows) {
      await logPersonalDataAccess(tx, actor, { actnCd: 'VIEW', trgtUserId: row.userId, trgtDesc: `쿠폰 추첨 당첨자: ${cpn.prizeNm} (${cpn.drawYmd})` });
    }
    return { cpn: toCpnItem(cpn), list: rows.map(toWinner) };
  });
}

/** Marks a winner's prize handed over (a second call changes nothing). */
export async function handover(db: TDb, actor: TActor, cpnId: number, entryNo: number): Promise<TCpnWinner> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    if (!(await findCpn(tx, cpnId))) throw AppError.notFound();
    if (!(await markHandover(tx, cpnId, entryNo, actor.userId))) throw AppError.notFound(M.notWinner);
    const row = (await findWinners(tx, cpnId)).find((w) => w.entryNo === entryNo)!;
    return toWinner(row);
  });
}
