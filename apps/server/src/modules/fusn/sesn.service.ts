import {
  addDays,
  deadlineOf,
  FUSN_PRGRM_MESSAGES as M,
  seoulInstant,
  type TFusnSesnCancelBody,
  type TFusnSesnGenerate,
  type TFusnSesnGenerateResponse,
  type TFusnSesnItem,
  type TFusnSesnListQuery,
  type TFusnSesnSave,
  type TFusnSkippedSesn,
  weekdayOf,
} from '@portal/contract';
import type { TDb, TTx } from '../../db/client.js';
import { assertAdmin, type TActor } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { commitHashOf, newSeedSalt } from './draw-seed.js';
import { findPrgrm, lockPrgrm, type TPrgrmRow } from './prgrm.repo.js';
import {
  cancelSesnBookings,
  closuresBetween,
  existingSlots,
  findSesnListRow,
  findSesnsOf,
  insertSesns,
  lockSchedule,
  lockSesn,
  setCommitHashes,
  slotTaken,
  type TSesnInsert,
  type TSesnListRow,
  updateSesn,
} from './sesn.repo.js';

/** A program's sessions (design "Sessions"): generated from a pattern, edited one by one, cancelled with a reason. */

export function toSesnItem(row: TSesnListRow): TFusnSesnItem {
  return {
    sesnId: row.sesnId,
    prgrmId: row.prgrmId,
    sesnYmd: row.sesnYmd,
    bgngTm: row.bgngTm,
    endTm: row.endTm,
    bgngDt: row.bgngDt.toISOString(),
    endDt: row.endDt.toISOString(),
    ddlnDt: row.ddlnDt.toISOString(),
    cpcty: row.cpcty,
    rsvdCnt: row.rsvdCnt,
    sttsCd: row.sttsCd,
    rsvtCnt: row.rsvtCnt,
    aplyCnt: row.aplyCnt,
    commitHash: row.commitHash,
    drawnAt: row.drawnAt?.toISOString() ?? null,
  };
}

/** A session's instants from its day and times and the program's deadline rule. */
export const timesOf = (prgrm: Pick<TPrgrmRow, 'ddlnDays'>, s: { sesnYmd: string; bgngTm: string; endTm: string }) => ({
  bgngDt: seoulInstant(s.sesnYmd, s.bgngTm),
  endDt: seoulInstant(s.sesnYmd, s.endTm),
  ddlnDt: deadlineOf(s.sesnYmd, s.bgngTm, prgrm.ddlnDays),
});

const lottery = (prgrm: TPrgrmRow) => prgrm.prgrmSeCd === 'INDV' && prgrm.slctSeCd === 'LTRY';

/** INDV lottery sessions get their salt with the row and their commitment once their id is known. */
async function commitNew(tx: TTx, secret: string, created: { sesnId: number; seedSalt: string | null }[]): Promise<void> {
  const commits = await Promise.all(
    created.filter((c) => c.seedSalt).map(async (c) => ({ sesnId: c.sesnId, commitHash: await commitHashOf(secret, c.sesnId, c.seedSalt!) })),
  );
  await setCommitHashes(tx, commits);
}

async function lockedPrgrm(tx: TTx, prgrmId: number): Promise<TPrgrmRow> {
  const prgrm = await lockPrgrm(tx, prgrmId);
  if (!prgrm) throw AppError.notFound(M.notFound);
  return prgrm;
}

export async function listSesns(db: TDb, actor: TActor, prgrmId: number, query: TFusnSesnListQuery) {
  assertAdmin(actor);
  const rows = await findSesnsOf(db, prgrmId, query);
  if (rows.length === 0 && !(await findPrgrm(db, prgrmId))) throw AppError.notFound(M.notFound);
  return { list: rows.map(toSesnItem) };
}

/** The days of a pattern: each day of the period on a chosen weekday, one session per slot. */
function patternSlots(p: TFusnSesnGenerate & { weekdays: number[] }) {
  const out: { sesnYmd: string; bgngTm: string; endTm: string; cpcty: number }[] = [];
  for (let day = p.bgngYmd; day <= p.endYmd; day = addDays(day, 1)) {
    if (!p.weekdays.includes(weekdayOf(day))) continue;
    for (const slot of p.slots) out.push({ sesnYmd: day, bgngTm: slot.bgngTm, endTm: slot.endTm, cpcty: Number(slot.cpcty) });
  }
  return out;
}

export async function generateSesns(
  db: TDb,
  actor: TActor,
  secret: string,
  prgrmId: number,
  pattern: TFusnSesnGenerate & { weekdays: number[] },
): Promise<TFusnSesnGenerateResponse> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    await lockSchedule(tx);
    const prgrm = await lockedPrgrm(tx, prgrmId);
    const [closures, existing] = await Promise.all([
      closuresBetween(tx, pattern.bgngYmd, pattern.endYmd),
      existingSlots(tx, prgrmId, pattern.bgngYmd, pattern.endYmd),
    ]);
    const skipped: TFusnSkippedSesn[] = [];
    const rows: TSesnInsert[] = [];
    for (const s of patternSlots(pattern)) {
      const clsrNm = closures.get(s.sesnYmd);
      const key = `${s.sesnYmd}|${s.bgngTm}`;
      if (clsrNm !== undefined) skipped.push({ sesnYmd: s.sesnYmd, bgngTm: s.bgngTm, rsn: 'CLSR', clsrNm });
      else if (existing.has(key)) skipped.push({ sesnYmd: s.sesnYmd, bgngTm: s.bgngTm, rsn: 'DUP', clsrNm: null });
      else {
        existing.add(key);
        rows.push({
          prgrmId,
          ...s,
          ...timesOf(prgrm, s),
          seedSalt: lottery(prgrm) ? newSeedSalt() : null,
          registeredBy: actor.userId,
          updatedBy: actor.userId,
        });
      }
    }
    const created = await insertSesns(tx, rows);
    await commitNew(tx, secret, created);
    return { result: 'SUCCESS' as const, createdCnt: created.length, skipped };
  });
}

async function checkSlot(tx: TTx, prgrmId: number, s: { sesnYmd: string; bgngTm: string }, exceptSesnId?: number) {
  const clsrNm = (await closuresBetween(tx, s.sesnYmd, s.sesnYmd)).get(s.sesnYmd);
  if (clsrNm !== undefined) throw AppError.conflict('FUSN_CLSR_DAY', M.sesnOnClsr(clsrNm));
  if (await slotTaken(tx, prgrmId, s.sesnYmd, s.bgngTm, exceptSesnId)) throw AppError.conflict('FUSN_SESN_DUP', M.sesnDup);
}

export async function createSesn(db: TDb, actor: TActor, secret: string, prgrmId: number, input: TFusnSesnSave): Promise<TFusnSesnItem> {
  assertAdmin(actor);
  const s = { sesnYmd: input.sesnYmd, bgngTm: input.bgngTm, endTm: input.endTm, cpcty: Number(input.cpcty) };
  const sesnId = await db.transaction(async (tx) => {
    await lockSchedule(tx);
    const prgrm = await lockedPrgrm(tx, prgrmId);
    await checkSlot(tx, prgrmId, s);
    const created = await insertSesns(tx, [
      { prgrmId, ...s, ...timesOf(prgrm, s), seedSalt: lottery(prgrm) ? newSeedSalt() : null, registeredBy: actor.userId, updatedBy: actor.userId },
    ]);
    if (created.length === 0) throw AppError.conflict('FUSN_SESN_DUP', M.sesnDup);
    await commitNew(tx, secret, created);
    return created[0]!.sesnId;
  });
  return toSesnItem((await findSesnListRow(db, sesnId))!);
}

/**
 * The day, times and seats of a session. Seats never drop below those taken; past days and times
 * are allowed (an administrator corrects a record). The instants are recomputed.
 */
export async function updateSesnEntry(db: TDb, actor: TActor, sesnId: number, input: TFusnSesnSave): Promise<TFusnSesnItem> {
  assertAdmin(actor);
  const s = { sesnYmd: input.sesnYmd, bgngTm: input.bgngTm, endTm: input.endTm, cpcty: Number(input.cpcty) };
  await db.transaction(async (tx) => {
    await lockSchedule(tx);
    // the program first, then the session: the order every change of a session takes
    const seen = await findSesnListRow(tx, sesnId);
    if (!seen) throw AppError.notFound(M.sesnNotFound);
    const prgrm = await lockedPrgrm(tx, seen.prgrmId);
    const row = (await lockSesn(tx, sesnId))!;
    if (row.sttsCd === 'CNCL') throw AppError.conflict('FUSN_SESN_CNCL', M.sesnCancelled);
    if (s.cpcty < row.rsvdCnt) throw AppError.conflict('FUSN_CPCTY', M.cpctyBelowRsvd(row.rsvdCnt));
    if (s.sesnYmd !== row.sesnYmd || s.bgngTm !== row.bgngTm) await checkSlot(tx, row.prgrmId, s, sesnId);
    await updateSesn(tx, sesnId, { ...s, ...timesOf(prgrm, s) }, actor.userId);
  });
  return toSesnItem((await findSesnListRow(db, sesnId))!);
}

/** An administrator cancels a session with the reason: its reservations and applications go with it, in one transaction. */
export async function cancelSesn(db: TDb, actor: TActor, sesnId: number, body: TFusnSesnCancelBody) {
  assertAdmin(actor);
  const counts = await db.transaction(async (tx) => {
    const row = await lockSesn(tx, sesnId);
    if (!row) throw AppError.notFound(M.sesnNotFound);
    if (row.sttsCd === 'CNCL') throw AppError.conflict('FUSN_SESN_CNCL', M.sesnCancelled);
    return cancelSesnBookings(tx, sesnId, { cnclRsn: body.cnclRsn, userId: actor.userId });
  });
  return { result: 'SUCCESS' as const, ...counts };
}
