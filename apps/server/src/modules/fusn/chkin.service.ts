import { ATNDC_MESSAGES as M, CHKIN_OPEN_BEFORE_MIN, LATE_AFTER_MIN, type TAtndcCd, type TChkinBody, type TChkinResponse } from '@portal/contract';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { AppError } from '../../plugins/app-error.js';
import type { TActor } from '../../plugins/access.js';
import { bmnexhl } from '../mnexhl/mnexhl.table.js';
import { applyAttendance, isAttended } from './atndc.service.js';
import { findSesn, lockAply } from './atndc.repo.js';
import { fusnAply, fusnPrgrmHall, fusnSesn } from './fusn.table.js';
import { isQrTokenValid } from './qr.js';

const MIN_MS = 60_000;

/** PRSNT up to LATE_AFTER_MIN minutes after the start, LATE after. */
export const chkinCdOf = (bgngDt: Date, now: Date): TAtndcCd => (now.getTime() > bgngDt.getTime() + LATE_AFTER_MIN * MIN_MS ? 'LATE' : 'PRSNT');

/**
 * POST chkin {h, t}: the logged-in student scans the hall's code. The token must be the hall's of
 * now's window or the previous one; the student's live application must be of a session of a
 * program in that hall, now within [start - 30 min, end]. A second scan answers the first result.
 */
export async function chkin(db: TDb, secret: string, actor: TActor, body: TChkinBody, now = new Date()): Promise<TChkinResponse> {
  if (actor.userTypeCd !== 'S') throw AppError.forbidden(M.studentOnly);
  if (!isQrTokenValid(secret, body.h, body.t, now)) throw new AppError('FUSN_QR_EXPIRED', 400, M.qrExpired, { fieldErrors: { t: M.qrExpired } });
  const [hall] = await db.select({ bmnexhlNm: bmnexhl.bmnexhlNm }).from(bmnexhl).where(eq(bmnexhl.bmnexhlId, body.h));
  if (!hall) throw AppError.conflict('FUSN_NO_ACTIVITY', M.noActivityHere);
  const [found] = await db
    .select({ aplyId: fusnAply.aplyId, sesnId: fusnAply.sesnId })
    .from(fusnAply)
    .innerJoin(fusnSesn, eq(fusnSesn.sesnId, fusnAply.sesnId))
    .innerJoin(fusnPrgrmHall, and(eq(fusnPrgrmHall.prgrmId, fusnSesn.prgrmId), eq(fusnPrgrmHall.bmnexhlId, body.h)))
    .where(
      and(
        eq(fusnAply.userId, actor.userId),
        eq(fusnAply.sttsCd, 'APLY'),
        eq(fusnSesn.sttsCd, 'OPEN'),
        lte(fusnSesn.bgngDt, new Date(now.getTime() + CHKIN_OPEN_BEFORE_MIN * MIN_MS)),
        gte(fusnSesn.endDt, now),
      ),
    )
    .orderBy(asc(fusnSesn.bgngDt))
    .limit(1);
  if (!found) throw AppError.conflict('FUSN_NO_ACTIVITY', M.noActivityHere);
  const sesn = (await findSesn(db, found.sesnId))!;
  return db.transaction(async (tx) => {
    const aply = await lockAply(tx, found.aplyId);
    if (!aply || aply.sttsCd !== 'APLY') throw AppError.conflict('FUSN_NO_ACTIVITY', M.noActivityHere);
    const answer = (atndcCd: TAtndcCd, chkinAt: Date, already: boolean): TChkinResponse => ({
      aplyId: aply.aplyId,
      sesnId: sesn.sesnId,
      prgrmNm: sesn.prgrmNm,
      sesnYmd: sesn.sesnYmd,
      bgngTm: sesn.bgngTm,
      endTm: sesn.endTm,
      bmnexhlNm: hall.bmnexhlNm,
      atndcCd,
      chkinAt: chkinAt.toISOString(),
      already,
      message: already ? M.alreadyCheckedIn : atndcCd === 'LATE' ? M.checkedInLate : M.checkedIn,
    });
    if (isAttended(aply.atndcCd)) return answer(aply.atndcCd!, aply.chkinAt ?? now, true);
    const atndcCd = chkinCdOf(sesn.bgngDt, now);
    await applyAttendance(tx, sesn, aply, { atndcCd, rmrk: null, chkinSeCd: 'QR', chkinAt: now, bmnexhlId: body.h, by: actor.userId });
    return answer(atndcCd, now, false);
  });
}
