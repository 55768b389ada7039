import {
  FUSN_RSVT_LOG as LOG,
  FUSN_RSVT_MESSAGES as M,
  rsvtSttsView,
  schlYrOf,
  toYn,
  type TFusnRsvtAplyList,
  type TFusnRsvtApplyResponse,
  type TFusnRsvtAssign,
  type TFusnRsvtAssignResponse,
  type TFusnRsvtMine,
  type TFusnRsvtNotAplyList,
  type TFusnRsvtRemind,
  type TFusnRsvtRemindResponse,
  type TFusnRsvtStdntQuery,
  type TFusnRsvtUnitView,
} from '@portal/contract';
import { and, eq, type SQL } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '../../db/client.js';
import { earnPoint } from '../../lib/point-hook.js';
import type { TActor } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { cls } from '../cls/index.js';
import { logPersonalDataAccess } from '../privacy-log/index.js';
import { hasSubmittedCtx } from '../srvy/index.js';
import { fusnRmndr } from './fusn.table.js';
import { fusnStudentOf, managedClassesWhere } from './fusn.scope.js';
import {
  cancelGrpAplyOnce,
  findAplyStdnts,
  findGrpAplys,
  findLiveReminders,
  findNotAplyStdnts,
  findSchoolRsvtIds,
  insertGrpAply,
  lockRsvtForUnits,
  managedClassOptions,
  managedStudentIds,
  returnUnitSeat,
  takeUnitSeat,
} from './grp-aply.repo.js';
import { findRsvt, findRsvts, findUnits, type TRsvtRow } from './rsvt.repo.js';
import { schoolRsvtOf } from './rsvt.service.js';
import { rsvtItemOf, unitsAndHalls } from './rsvt.view.js';

/*
 * Students' applications to their school's reservations (issue 19, design.md "School reservations"):
 * a student approved in a class of the school that school year applies to one unit until the
 * deadline, after the program's before-survey (ctx `rsvt:<schlRsvtId>`); the school's teachers read
 * who applied and who has not, assign the rest and remind them.
 */

export const rsvtCtxKey = (schlRsvtId: number) => `rsvt:${schlRsvtId}`;

/** The reservation and the student of its school (403 for anyone else, 404 for none). */
async function studentRsvtOf(db: TDbOrTx, actor: TActor, schlRsvtId: number) {
  if (actor.userTypeCd !== 'S') throw AppError.forbidden(M.studentOnly);
  const row = await findRsvt(db, schlRsvtId);
  if (!row) throw AppError.notFound(M.notFound);
  // the student's current class (a session of next school year is booked and applied to before it starts)
  const student = await fusnStudentOf(db, actor, schlYrOf());
  if (!student || student.schlCd !== row.schlCd) throw new AppError('FUSN_OTHER_SCHOOL', 403, M.notStudentOfSchool);
  return { row, student };
}

async function bfrSrvyOf(db: TDbOrTx, row: TRsvtRow, userId: string) {
  if (row.bfrSrvyId === null) return null;
  const ctxKey = rsvtCtxKey(row.schlRsvtId);
  return { srvyId: row.bfrSrvyId, ctxKey, answeredYn: toYn(await hasSubmittedCtx(db, row.bfrSrvyId, userId, ctxKey)) };
}

const isLive = (row: TRsvtRow, now: Date) => row.sttsCd !== 'CNCL' && row.sesnSttsCd === 'OPEN' && now < row.ddlnDt;

const myAplyOf = (a: Awaited<ReturnType<typeof findGrpAplys>>[number] | undefined) =>
  a ? { aplyId: a.aplyId, aplyUnitCd: a.aplyUnitCd, sttsCd: a.sttsCd, asgnYn: toYn(a.asgnBy !== null), regDt: a.regDt.toISOString() } : null;

/** GET mine: the live reservations of the student's school from this school year on, with their own application, and the reminders still relevant (nothing written). */
export async function myRsvts(db: TDb, actor: TActor): Promise<TFusnRsvtMine> {
  if (actor.userTypeCd !== 'S') throw AppError.forbidden(M.studentOnly);
  const student = await fusnStudentOf(db, actor, schlYrOf());
  const ids = student ? await findSchoolRsvtIds(db, student.schlCd, student.schlYr) : [];
  const rows = await findRsvts(db, ids);
  const [{ unitsOf, hallsOf }, aplys] = await Promise.all([unitsAndHalls(db, rows), findGrpAplys(db, ids, actor.userId)]);
  const now = new Date();
  const list = [];
  for (const row of rows) {
    const { rsvtUserNm: _omit, ...item } = rsvtItemOf(row, now);
    const mine = aplys.find((a) => a.schlRsvtId === row.schlRsvtId);
    const units = unitsOf(row.schlRsvtId);
    list.push({
      ...item,
      halls: hallsOf(row.prgrmId),
      units,
      myAply: myAplyOf(mine),
      bfrSrvy: await bfrSrvyOf(db, row, actor.userId),
      aplyPsblYn: toYn(isLive(row, now) && !mine && units.some((u) => u.aplyCnt < u.cpcty)),
    });
  }
  const reminders = (await findLiveReminders(db, actor.userId)).map(({ rmndrId, schlRsvtId, prgrmNm, sesnYmd, ddlnDt, sentByNm, sentAt }) => ({
    rmndrId,
    schlRsvtId,
    prgrmNm,
    sesnYmd,
    ddlnDt: ddlnDt.toISOString(),
    sentByNm,
    sentAt: sentAt.toISOString(),
  }));
  return { list, reminders };
}

/** GET unitView: for the school's students. */
export async function viewUnit(db: TDb, actor: TActor, schlRsvtId: number, aplyUnitCd: string): Promise<TFusnRsvtUnitView> {
  const { row } = await studentRsvtOf(db, actor, schlRsvtId);
  const [{ unitsOf, hallsOf }, aplys] = await Promise.all([unitsAndHalls(db, [row]), findGrpAplys(db, [row.schlRsvtId], actor.userId)]);
  const units = unitsOf(row.schlRsvtId);
  const unit = units.find((u) => u.aplyUnitCd === aplyUnitCd);
  if (!unit) throw AppError.notFound(M.unitNotFound);
  const now = new Date();
  const mine = aplys[0];
  return {
    schlRsvtId: row.schlRsvtId,
    prgrmId: row.prgrmId,
    prgrmNm: row.prgrmNm,
    sesnYmd: row.sesnYmd,
    bgngTm: row.bgngTm,
    endTm: row.endTm,
    ddlnDt: row.ddlnDt.toISOString(),
    schlNm: row.schlNm,
    sttsView: rsvtSttsView(row.sttsCd, row.ddlnDt, row.endDt, now),
    halls: hallsOf(row.prgrmId),
    unit,
    units,
    myAply: myAplyOf(mine),
    bfrSrvy: await bfrSrvyOf(db, row, actor.userId),
    aplyPsblYn: toYn(isLive(row, now) && !mine && unit.aplyCnt < unit.cpcty),
    cancelableYn: toYn(isLive(row, now) && !!mine),
  };
}

/**
 * POST unitApply: one live application per session and student (the unique index: a double click
 * makes one), a unit seat by the guarded UPDATE, APLY points once per session (`fusnAply:<sesnId>`).
 */
export async function applyUnit(db: TDb, actor: TActor, schlRsvtId: number, aplyUnitCd: string): Promise<TFusnRsvtApplyResponse> {
  const { row } = await studentRsvtOf(db, actor, schlRsvtId);
  if (row.sttsCd === 'CNCL' || row.sesnSttsCd !== 'OPEN') throw AppError.conflict('FUSN_RSVT_NOT_LIVE', M.rsvtNotLive);
  if (new Date() >= row.ddlnDt) throw AppError.conflict('FUSN_DEADLINE', M.deadlinePassed);
  if (row.bfrSrvyId !== null && !(await hasSubmittedCtx(db, row.bfrSrvyId, actor.userId, rsvtCtxKey(schlRsvtId)))) {
    throw AppError.conflict('FUSN_BFR_SRVY', M.bfrSrvyFirst);
  }
  return db.transaction(async (tx) => {
    const locked = await lockRsvtForUnits(tx, schlRsvtId);
    if (!locked?.live) throw AppError.conflict('FUSN_RSVT_NOT_LIVE', M.rsvtNotLive);
    if (!locked.beforeDeadline) throw AppError.conflict('FUSN_DEADLINE', M.deadlinePassed);
    const aplyId = await insertGrpAply(tx, { sesnId: row.sesnId, schlRsvtId, aplyUnitCd, userId: actor.userId, asgnBy: null, by: actor.userId });
    if (aplyId === undefined) throw AppError.conflict('FUSN_ALREADY_APPLIED', M.alreadyApplied);
    if (!(await takeUnitSeat(tx, schlRsvtId, aplyUnitCd, { beforeDeadline: true }))) {
      const again = await findRsvt(tx, schlRsvtId);
      if (again && (again.sttsCd === 'CNCL' || new Date() >= again.ddlnDt)) throw AppError.conflict('FUSN_DEADLINE', M.deadlinePassed);
      if (!(await findUnits(tx, [schlRsvtId])).some((u) => u.aplyUnitCd === aplyUnitCd)) throw AppError.notFound(M.unitNotFound);
      throw AppError.conflict('FUSN_FULL', M.unitFull);
    }
    const point =
      row.pointYn === 'Y'
        ? await earnPoint(tx, {
            userId: actor.userId,
            pointTypeCd: 'APLY',
            idntfId: `fusnAply:${row.sesnId}`,
            reason: M.pointReason(row.prgrmNm),
            srcUrl: `/myPage/fusionActvSbmsnView/${schlRsvtId}/${aplyUnitCd}`,
          })
        : 0;
    return { aplyId, point };
  });
}

/** DELETE aplyCancel: the student's own, before the deadline; the unit seat comes back once. */
export async function cancelMyAply(db: TDb, actor: TActor, schlRsvtId: number): Promise<{ result: 'SUCCESS' }> {
  const { row } = await studentRsvtOf(db, actor, schlRsvtId);
  if (new Date() >= row.ddlnDt) throw AppError.conflict('FUSN_DEADLINE', M.deadlinePassed);
  await db.transaction(async (tx) => {
    const unitCd = await cancelGrpAplyOnce(tx, schlRsvtId, actor.userId);
    if (unitCd === undefined) throw AppError.notFound(M.aplyNotFound);
    if (unitCd) await returnUnitSeat(tx, schlRsvtId, unitCd);
  });
  return { result: 'SUCCESS' };
}

/** The reservation of the caller's school (schlYr: the current school year of the classes) and the classes they manage for it (403: a teacher of no class). */
async function managedRsvtOf(db: TDbOrTx, actor: TActor, schlRsvtId: number): Promise<{ row: TRsvtRow; classes: SQL | undefined }> {
  const { teacher, row: rsvt } = await schoolRsvtOf(db, actor, schlRsvtId);
  // the students' current classes, as on the students' side (a session of next school year is prepared this year)
  const row = { ...rsvt, schlYr: schlYrOf() };
  const classes = await managedClassesWhere(db, teacher, row);
  if (classes === null) throw new AppError('FUSN_LIST_FORBIDDEN', 403, M.listForbidden);
  return { row, classes };
}

const narrowed = (classes: SQL | undefined, q: TFusnRsvtStdntQuery) =>
  and(classes, q.grd ? eq(cls.grd, q.grd) : undefined, q.clsNo ? eq(cls.clsNo, q.clsNo) : undefined);

const stdntOf = <R extends { grd: number | null; clsNo: number | null; stdntNo: number | null }>(r: R) => ({
  ...r,
  grd: r.grd ?? null,
  clsNo: r.clsNo ?? null,
  stdntNo: r.stdntNo ?? null,
});

/** GET stdntAplyList: who applied to which unit, among the caller's students (logged, SECURITY 17). */
export async function listAplyStdnts(db: TDb, actor: TActor, schlRsvtId: number, q: TFusnRsvtStdntQuery): Promise<TFusnRsvtAplyList> {
  const { row, classes } = await managedRsvtOf(db, actor, schlRsvtId);
  const [{ unitsOf }, options, rows] = await Promise.all([
    unitsAndHalls(db, [row]),
    managedClassOptions(db, classes),
    findAplyStdnts(db, row, narrowed(classes, q), q.aplyUnitCd),
  ]);
  await logPersonalDataAccess(db, actor, { actnCd: 'VIEW', trgtDesc: LOG.aplyList(schlRsvtId) });
  return {
    units: unitsOf(row.schlRsvtId),
    classes: options,
    list: rows.map(({ asgnBy, regDt, ...r }) => ({ ...stdntOf(r), asgnYn: toYn(asgnBy !== null), regDt: regDt.toISOString() })),
  };
}

/** GET stdntNotAplyList: the caller's students who have not applied to the session (logged). */
export async function listNotAplyStdnts(db: TDb, actor: TActor, schlRsvtId: number, q: TFusnRsvtStdntQuery): Promise<TFusnRsvtNotAplyList> {
  const { row, classes } = await managedRsvtOf(db, actor, schlRsvtId);
  const [{ unitsOf }, options, rows] = await Promise.all([
    unitsAndHalls(db, [row]),
    managedClassOptions(db, classes),
    findNotAplyStdnts(db, row, narrowed(classes, q)),
  ]);
  await logPersonalDataAccess(db, actor, { actnCd: 'VIEW', trgtDesc: LOG.notAplyList(schlRsvtId) });
  return {
    units: unitsOf(row.schlRsvtId),
    classes: options,
    list: rows.map((r) => ({ ...stdntOf(r), lastRmndrAt: r.lastRmndrAt ? new Date(r.lastRmndrAt).toISOString() : null })),
  };
}

/**
 * POST assign: the teacher puts their students into a unit, until the session starts (after the
 * students' deadline too: that is when the rest are placed). Each student is assigned or refused
 * with a reason; nothing is skipped silently.
 */
export async function assignStdnts(db: TDb, actor: TActor, schlRsvtId: number, body: TFusnRsvtAssign): Promise<TFusnRsvtAssignResponse> {
  const { row, classes } = await managedRsvtOf(db, actor, schlRsvtId);
  if (row.sttsCd === 'CNCL' || row.sesnSttsCd !== 'OPEN') throw AppError.conflict('FUSN_RSVT_NOT_LIVE', M.rsvtNotLive);
  if (new Date() >= row.bgngDt) throw AppError.conflict('FUSN_RSVT_NOT_LIVE', M.rsvtNotLive);
  const userIds = [...new Set(body.userIds)];
  return db.transaction(async (tx) => {
    if (!(await lockRsvtForUnits(tx, schlRsvtId))?.live) throw AppError.conflict('FUSN_RSVT_NOT_LIVE', M.rsvtNotLive);
    const { unitsOf } = await unitsAndHalls(tx, [row]);
    if (!unitsOf(row.schlRsvtId).some((u) => u.aplyUnitCd === body.aplyUnitCd)) throw AppError.notFound(M.unitNotFound);
    const students = await managedStudentIds(tx, classes, row.schlYr, userIds);
    const assigned: string[] = [];
    const refused: { userId: string; reason: string }[] = [];
    for (const userId of userIds) {
      if (!students.has(userId)) {
        refused.push({ userId, reason: M.refused.notStudent });
        continue;
      }
      if (!(await takeUnitSeat(tx, schlRsvtId, body.aplyUnitCd))) {
        refused.push({ userId, reason: M.refused.unitFull });
        continue;
      }
      const aplyId = await insertGrpAply(tx, { sesnId: row.sesnId, schlRsvtId, aplyUnitCd: body.aplyUnitCd, userId, asgnBy: actor.userId, by: actor.userId });
      if (aplyId === undefined) {
        await returnUnitSeat(tx, schlRsvtId, body.aplyUnitCd);
        refused.push({ userId, reason: M.refused.alreadyApplied });
      } else assigned.push(userId);
    }
    if (assigned.length) await logPersonalDataAccess(tx, actor, { actnCd: 'UPDATE', trgtDesc: LOG.assign(schlRsvtId, assigned.length) });
    return { assigned, refused };
  });
}

/** POST remind: an on-site notice to the caller's students who have not applied, before the deadline. */
export async function remindStdnts(db: TDb, actor: TActor, schlRsvtId: number, body: TFusnRsvtRemind): Promise<TFusnRsvtRemindResponse> {
  const { row, classes } = await managedRsvtOf(db, actor, schlRsvtId);
  if (row.sttsCd === 'CNCL') throw AppError.conflict('FUSN_RSVT_NOT_LIVE', M.rsvtNotLive);
  if (new Date() >= row.ddlnDt) throw AppError.conflict('FUSN_DEADLINE', M.deadlinePassed);
  const students = await managedStudentIds(db, classes, row.schlYr, [...new Set(body.userIds)]);
  const applied = new Set((await findGrpAplys(db, [schlRsvtId])).map((a) => a.userId));
  const targets = [...students].filter((userId) => !applied.has(userId));
  if (targets.length) {
    await db.transaction(async (tx) => {
      await tx.insert(fusnRmndr).values(targets.map((userId) => ({ schlRsvtId, userId, sentBy: actor.userId })));
      await logPersonalDataAccess(tx, actor, { actnCd: 'UPDATE', trgtDesc: LOG.remind(schlRsvtId, targets.length) });
    });
  }
  return { sentCnt: targets.length };
}

/** The units and applied students of a reservation for an administrator (full names; logged). */
export async function admStdntList(db: TDb, actor: TActor, schlRsvtId: number) {
  const row = await findRsvt(db, schlRsvtId);
  if (!row) throw AppError.notFound(M.notFound);
  const [{ unitsOf }, rows] = await Promise.all([unitsAndHalls(db, [row]), findAplyStdnts(db, row, undefined)]);
  await logPersonalDataAccess(db, actor, { actnCd: 'VIEW', trgtDesc: LOG.admStdntList(schlRsvtId) });
  return {
    units: unitsOf(row.schlRsvtId),
    list: rows.map(({ asgnBy, regDt, ...r }) => ({ ...stdntOf(r), asgnYn: toYn(asgnBy !== null), regDt: regDt.toISOString() })),
  };
}
