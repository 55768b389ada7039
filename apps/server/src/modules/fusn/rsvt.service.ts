import {
  FUSN_RSVT_MESSAGES as M,
  termOf,
  type TFusnRsvtForm,
  type TFusnRsvtListQuery,
  type TFusnRsvtListResponse,
  type TFusnRsvtSaveResponse,
  type TFusnRsvtView,
} from '@portal/contract';
import { sql } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '../../db/client.js';
import { pageOf } from '../../db/paging.js';
import type { TActor } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { PG_UNIQUE_VIOLATION, pgErrorOf } from '../inst-code/index.js';
import { fusnAplyUnit, fusnSchlRsvt } from './fusn.table.js';
import { assertRsvtMngr, fusnTeacherOf, isRsvtMngr, managedClassesWhere } from './fusn.scope.js';
import { cancelRsvtOnce, countRsvts, countTermRsvts, findRsvt, findRsvtPage, findSesnForBooking, lockSchool, rsvtWhere, type TRsvtRow } from './rsvt.repo.js';
import { takeSeats } from './seats.repo.js';
import { rsvtItemOf, rsvtViewOf } from './rsvt.view.js';

/*
 * School reservations, the teacher's side (issue 19, design.md "School reservations"): the school's
 * person in charge reserves a GRP session for its students split into units; any approved teacher of
 * the school reads its reservations; the person in charge or the reserving teacher cancels before the deadline.
 */

const deadlinePassed = () => AppError.conflict('FUSN_DEADLINE', M.deadlinePassed);

/**
 * POST reserve: the rules in order (program, level, window, per-term limit, one per session, seats),
 * in one transaction serialised per school; the seats are taken by a guarded UPDATE (SECURITY 18).
 */
export async function reserve(db: TDb, actor: TActor, form: TFusnRsvtForm): Promise<TFusnRsvtSaveResponse> {
  const teacher = await assertRsvtMngr(db, actor);
  const sesn = await findSesnForBooking(db, form.sesnId);
  if (!sesn || sesn.prgrmSttsCd === 'DRAFT') throw AppError.notFound(M.sesnNotFound);
  if (sesn.prgrmSeCd !== 'GRP') throw AppError.conflict('FUSN_NOT_GRP', M.notGrpPrgrm);
  if (sesn.prgrmSttsCd !== 'OPEN') throw AppError.conflict('FUSN_PRGRM_CLOSED', M.prgrmNotOpen);
  if (sesn.sesnSttsCd !== 'OPEN') throw AppError.conflict('FUSN_SESN_CLOSED', M.sesnClosed);
  if (!teacher.schlTypeCd || !sesn.schlLvls.includes(teacher.schlTypeCd)) throw new AppError('FUSN_SCHL_LVL', 403, M.schlLvlMismatch);
  const now = new Date();
  if (now < sesn.opnDt) throw AppError.conflict('FUSN_NOT_OPEN', M.notOpenYet);
  if (now >= sesn.ddlnDt) throw deadlinePassed();
  const { schlYr, term } = termOf(sesn.sesnYmd);
  try {
    return await db.transaction(async (tx) => {
      await lockSchool(tx, teacher.schlCd);
      if (sesn.schlTermLmt !== null) {
        const held = await countTermRsvts(tx, { schlCd: teacher.schlCd, prgrmId: sesn.prgrmId, schlYr, term });
        if (held >= sesn.schlTermLmt) throw AppError.conflict('FUSN_TERM_LIMIT', M.termLimit);
      }
      const sttsCd = sesn.autoCnfmYn === 'Y' ? 'CNFM' : 'APLY';
      const [row] = await tx
        .insert(fusnSchlRsvt)
        .values({
          sesnId: sesn.sesnId,
          schlCd: teacher.schlCd,
          rsvtUserId: actor.userId,
          stdntCnt: form.stdntCnt,
          schlYr,
          term,
          sttsCd,
          cnfmAt: sttsCd === 'CNFM' ? sql`now()` : null,
          registeredBy: actor.userId,
          updatedBy: actor.userId,
        })
        .returning({ schlRsvtId: fusnSchlRsvt.schlRsvtId });
      if (!(await takeSeats(tx, sesn.sesnId, form.stdntCnt))) {
        const again = await findSesnForBooking(tx, sesn.sesnId);
        throw again && new Date() >= again.ddlnDt ? deadlinePassed() : AppError.conflict('FUSN_FULL', M.seatsShort);
      }
      await tx
        .insert(fusnAplyUnit)
        .values(form.units.map((u, i) => ({ schlRsvtId: row!.schlRsvtId, aplyUnitCd: String(i + 1), unitNm: u.unitNm, cpcty: u.cpcty })));
      return { schlRsvtId: row!.schlRsvtId, sttsCd };
    });
  } catch (error) {
    const pg = pgErrorOf(error);
    if (pg?.code === PG_UNIQUE_VIOLATION && pg.constraint === 'fusn_schl_rsvt_live_uq') throw AppError.conflict('FUSN_DUPLICATE', M.duplicateRsvt);
    throw error;
  }
}

/** GET list: the caller's school's reservations (any approved teacher of it), 10 a page. */
export async function listSchoolRsvts(db: TDb, actor: TActor, query: TFusnRsvtListQuery): Promise<TFusnRsvtListResponse> {
  const teacher = await fusnTeacherOf(db, actor);
  const where = rsvtWhere({ ...query, schlCd: teacher.schlCd });
  const now = new Date();
  const page = await pageOf(query, countRsvts(db, where), (offset, limit) => findRsvtPage(db, where, offset, limit));
  return { list: page.list.map((row) => rsvtItemOf(row, now)), pagination: page.pagination };
}

/** A reservation of the caller's school: 404 for none, 403 for another school's (SECURITY 15). */
export async function schoolRsvtOf(db: TDbOrTx, actor: TActor, schlRsvtId: number) {
  const teacher = await fusnTeacherOf(db, actor);
  const row = await findRsvt(db, schlRsvtId);
  if (!row) throw AppError.notFound(M.notFound);
  if (row.schlCd !== teacher.schlCd) throw new AppError('FUSN_OTHER_SCHOOL', 403, M.notTeacherOfSchool);
  return { teacher, row };
}

const cancelsAsSchool = (teacher: { userId: string; rsvtMngrYn: 'Y' | 'N'; crrTchrYn: 'Y' | 'N' }, row: TRsvtRow) =>
  teacher.userId === row.rsvtUserId || isRsvtMngr(teacher);

/** GET view: for the school's teachers. */
export async function viewSchoolRsvt(db: TDb, actor: TActor, schlRsvtId: number): Promise<TFusnRsvtView> {
  const { teacher, row } = await schoolRsvtOf(db, actor, schlRsvtId);
  const now = new Date();
  const stdntMng = (await managedClassesWhere(db, teacher, row)) !== null;
  return rsvtViewOf(db, row, { cancelable: row.sttsCd !== 'CNCL' && now < row.ddlnDt && cancelsAsSchool(teacher, row), confirmable: false, stdntMng }, now);
}

/** POST cancel: by the reserving teacher or the school's person in charge, before the deadline; the seats come back once. */
export async function cancelAsSchool(db: TDb, actor: TActor, schlRsvtId: number): Promise<{ result: 'SUCCESS' }> {
  const { teacher, row } = await schoolRsvtOf(db, actor, schlRsvtId);
  if (!cancelsAsSchool(teacher, row)) throw new AppError('FUSN_MNGR_ONLY', 403, M.mngrOnly);
  if (row.sttsCd === 'CNCL') throw AppError.conflict('FUSN_CANCELLED', M.alreadyCancelled);
  if (new Date() >= row.ddlnDt) throw AppError.conflict('FUSN_DEADLINE', M.cancelAfterDeadline);
  const done = await db.transaction((tx) => cancelRsvtOnce(tx, schlRsvtId, { by: actor.userId, cnclRsn: null }));
  if (!done) throw AppError.conflict('FUSN_CANCELLED', M.alreadyCancelled);
  return { result: 'SUCCESS' };
}
