import { FUSN_INDV_MESSAGES as M, isStudentMbrType, type TFusnIndvAplyResponse } from '@portal/contract';
import type { TDb, TDbOrTx, TTx } from '../../db/client.js';
import { earnPoint } from '../../lib/point-hook.js';
import type { TActor } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { PG_UNIQUE_VIOLATION, pgErrorOf } from '../inst-code/index.js';
import { targetProfileOf } from '../member/index.js';
import { hasSubmittedCtx } from '../srvy/index.js';
import { findLastAply, findLiveAply, findSesn, insertAply, nextEntryNo, type TAplyRow, type TSesnRow, updateAply } from './indv.repo.js';
import { returnSeats, takeSeats } from './seats.repo.js';
import { settleOffers } from './offer.js';

/** The student's page of applications, where the points history links to. */
export const MY_APLY_URL = '/myPage/fusionActvMyAply';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export const aplyAnswer = (row: TAplyRow): TFusnIndvAplyResponse => ({
  aplyId: row.aplyId,
  sesnId: row.sesnId,
  sttsCd: row.sttsCd,
  entryNo: row.entryNo,
  waitNo: row.waitNo,
  offerExpDt: iso(row.offerExpDt),
});

/** Only a student member applies (SECURITY 15: the type is the session's, never the client's). */
export function assertStudent(actor: TActor): void {
  if (actor.userTypeCd !== 'S' || !isStudentMbrType(actor.mbrTypeAuthrt)) throw AppError.forbidden(M.studentOnly);
}

/** An INDV session a student can see: a DRAFT program or a GRP session is not one (404). */
export async function indvSesnOf(db: TDbOrTx, sesnId: number, lock = false): Promise<TSesnRow> {
  const s = await findSesn(db, sesnId, lock);
  if (!s || s.prgrmSttsCd === 'DRAFT') throw AppError.notFound(M.sesnNotFound);
  if (s.prgrmSeCd !== 'INDV') throw AppError.conflict('FUSN_NOT_INDV', M.notIndv);
  return s;
}

/** The booking window (server time): program OPEN, session OPEN, opnDt <= now < ddlnDt. */
function assertWindow(s: TSesnRow, now: Date): void {
  if (s.sesnSttsCd !== 'OPEN') throw AppError.conflict('FUSN_SESN_CNCL', M.sesnCancelled);
  if (s.prgrmSttsCd !== 'OPEN') throw AppError.conflict('FUSN_NOT_OPEN', M.notOpen);
  if (now < s.opnDt) throw AppError.conflict('FUSN_BEFORE_OPEN', M.beforeOpen);
  if (now >= s.ddlnDt || s.drawnAt) throw AppError.conflict('FUSN_DEADLINE', M.deadlinePassed);
}

/** Whether a member's school level (derived like the survey targets: stored, or from the birth date) is one the program takes. */
export async function fitsSchlLvl(db: TDbOrTx, userId: string, schlLvls: readonly string[]): Promise<boolean> {
  const profile = await targetProfileOf(db, userId);
  return !!profile?.active && profile.schlTypeCd !== null && schlLvls.includes(profile.schlTypeCd);
}

const duplicate = () => AppError.conflict('FUSN_APLY_DUP', M.duplicate);

/**
 * POST /icec/api/fusn/sesn/:sesnId/aply (design "Individual programs", SECURITY 18-19). First come
 * first served: the seat by the guarded UPDATE, then the application (the live unique index makes a
 * double submit one application; its rollback gives the seat back). Lottery: a PEND entry numbered
 * under the session's row lock, no seat before the draw. APLY points once per session (pointYn).
 */
export async function applyIndv(db: TDb, actor: TActor, sesnId: number): Promise<TFusnIndvAplyResponse> {
  assertStudent(actor);
  const s = await indvSesnOf(db, sesnId);
  assertWindow(s, new Date());
  if (!(await fitsSchlLvl(db, actor.userId, s.schlLvls))) throw AppError.forbidden(M.schlLvl);
  if (s.bfrSrvyId && !(await hasSubmittedCtx(db, s.bfrSrvyId, actor.userId, `sesn:${sesnId}`))) throw AppError.conflict('FUSN_BFR_SRVY', M.bfrSrvy);
  if (await findLiveAply(db, sesnId, actor.userId)) throw duplicate();
  try {
    return await db.transaction(async (tx) => {
      let row: TAplyRow;
      if (s.slctSeCd === 'LTRY') {
        const locked = await indvSesnOf(tx, sesnId, true);
        assertWindow(locked, new Date());
        row = await insertAply(tx, { sesnId, userId: actor.userId, sttsCd: 'PEND', entryNo: await nextEntryNo(tx, sesnId) });
      } else {
        if (!(await takeSeats(tx, sesnId, 1))) {
          const now = await findSesn(tx, sesnId);
          if (now) assertWindow(now, new Date());
          throw AppError.conflict('FUSN_FULL', M.full);
        }
        row = await insertAply(tx, { sesnId, userId: actor.userId, sttsCd: 'APLY', entryNo: null });
      }
      if (s.pointYn === 'Y') {
        await earnPoint(tx, {
          userId: actor.userId,
          pointTypeCd: 'APLY',
          idntfId: `fusnAply:${sesnId}`,
          reason: M.pointReason(s.prgrmNm),
          srcUrl: MY_APLY_URL,
        });
      }
      return aplyAnswer(row);
    });
  } catch (error) {
    if (pgErrorOf(error)?.code === PG_UNIQUE_VIOLATION) throw duplicate();
    throw error;
  }
}

/**
 * DELETE /icec/api/fusn/sesn/:sesnId/aply: the student's own direct application. Before the deadline
 * (APLY, PEND); in a drawn lottery session until its start (APLY, WAIT, OFFR), where a freed seat
 * goes to the waitlist (settleOffers). The application row is locked after the session's, so two
 * cancels give the seat back once.
 */
export async function cancelIndv(db: TDb, actor: TActor, sesnId: number): Promise<{ result: 'SUCCESS' }> {
  assertStudent(actor);
  await db.transaction(async (tx) => {
    const s = await indvSesnOf(tx, sesnId, true);
    const now = new Date();
    await settleOffers(tx, sesnId, now);
    const row = await findLiveAply(tx, sesnId, actor.userId, true);
    if (!row) throw AppError.notFound(M.notApplied);
    if (s.drawnAt) {
      if (now >= s.bgngDt) throw AppError.conflict('FUSN_CANCEL_ENDED', M.cancelEnded);
    } else if (now >= s.ddlnDt) throw AppError.conflict('FUSN_CANCEL_DEADLINE', M.cancelDeadline);
    await cancelRow(tx, row, actor.userId, now);
    if (s.drawnAt) await settleOffers(tx, sesnId, now);
  });
  return { result: 'SUCCESS' };
}

async function cancelRow(tx: TTx, row: TAplyRow, by: string, now: Date): Promise<void> {
  await updateAply(tx, row.aplyId, { sttsCd: 'CNCL', cnclAt: now }, by);
  if (row.sttsCd === 'APLY') await returnSeats(tx, row.sesnId, 1);
}

/** The student's offer of a session after the waitlist was settled; an offer that ran out says so. */
async function myOffer(tx: TTx, sesnId: number, userId: string): Promise<TAplyRow> {
  const row = await findLiveAply(tx, sesnId, userId, true);
  if (row?.sttsCd === 'OFFR') return row;
  const last = row ?? (await findLastAply(tx, sesnId, userId));
  if (last?.sttsCd === 'CNCL' && last.offerExpDt && last.offerExpDt <= new Date()) throw AppError.conflict('FUSN_OFFER_EXPIRED', M.offerExpired);
  throw AppError.conflict('FUSN_NO_OFFER', M.noOffer);
}

/**
 * POST .../offer/accept: the offered seat becomes the student's (APLY) before offerExpDt. The offer
 * was counted against the free seats, so the guarded UPDATE finds the seat; an expired offer was
 * settled first (409 offerExpired, the seat gone to the next).
 */
export async function acceptOffer(db: TDb, actor: TActor, sesnId: number): Promise<TFusnIndvAplyResponse> {
  assertStudent(actor);
  const result = await db.transaction(async (tx) => {
    await indvSesnOf(tx, sesnId, true);
    await settleOffers(tx, sesnId);
    const row = await myOffer(tx, sesnId, actor.userId);
    if (!(await takeSeats(tx, sesnId, 1, { beforeDeadline: false }))) throw AppError.conflict('FUSN_FULL', M.full);
    await updateAply(tx, row.aplyId, { sttsCd: 'APLY' }, actor.userId);
    return { ...row, sttsCd: 'APLY' as const };
  });
  return aplyAnswer(result);
}

/** POST .../offer/decline: the offer ends (CNCL) and the seat is offered to the next on the waitlist. */
export async function declineOffer(db: TDb, actor: TActor, sesnId: number): Promise<{ result: 'SUCCESS' }> {
  assertStudent(actor);
  await db.transaction(async (tx) => {
    await indvSesnOf(tx, sesnId, true);
    const now = new Date();
    await settleOffers(tx, sesnId, now);
    const row = await myOffer(tx, sesnId, actor.userId);
    await updateAply(tx, row.aplyId, { sttsCd: 'CNCL', cnclAt: now }, actor.userId);
    await settleOffers(tx, sesnId, now);
  });
  return { result: 'SUCCESS' };
}
