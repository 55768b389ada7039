import {
  CLS_MESSAGES as M,
  maxGrdOf,
  type TClsApprove,
  type TClsCreate,
  type TClsItem,
  type TClsList,
  type TClsMove,
  type TClsResult,
  type TRoster,
} from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { AppError } from '../../plugins/app-error.js';
import type { TActor } from '../../plugins/access.js';
import { logPersonalDataAccess } from '../privacy-log/index.js';
import {
  classesWhere,
  classRowsOf,
  findSchool,
  insertClass,
  lockClass,
  placeStudent,
  rosterPending,
  rosterStudents,
  setMemberClass,
  takenNumbers,
  teachersWhere,
} from './cls.repo.js';
import { assertCanEdit, assertCrrTchr, classForReader, currentSchlYr, fieldError, refuseNumberRace } from './cls.rules.js';
import { assertTeacher, editsClass, teacherClassesWhere } from './cls.scope.js';
import { cls, schlTchr } from './cls.table.js';
import { toClsItem, toClsSchool } from './cls.view.js';

/** GET /icec/api/clsInfo/classes: the teacher's own (homeroom) classes; every class of the school for the career teacher. */
export async function listMyClasses(db: TDb, actor: TActor, schlYr = currentSchlYr()): Promise<TClsList> {
  const teacher = await assertTeacher(db, actor);
  const school = await findSchool(db, teacher.schlCd);
  if (!school) throw AppError.notFound(M.schoolNotFound);
  const rows = await classesWhere(db, teacherClassesWhere(teacher, schlYr), currentSchlYr());
  return { schlYr, crrTchrYn: teacher.crrTchrYn, schl: toClsSchool(school), classes: rows.map((c) => toClsItem(c, editsClass(actor, teacher, c))) };
}

/** POST /icec/api/clsInfo/classes (career teacher): a class of the school; the grade within the school type's. */
export async function createClass(db: TDb, actor: TActor, input: TClsCreate): Promise<TClsItem> {
  const teacher = await assertCrrTchr(db, actor);
  const clsId = await db.transaction(async (tx) => {
    const school = await findSchool(tx, teacher.schlCd);
    const grdMax = maxGrdOf(school?.schlTypeCd);
    if (input.grd > grdMax) throw fieldError('grd', M.grd(grdMax));
    if (input.hmrmTchrId !== null) {
      const [hmrm] = await teachersWhere(tx, and(eq(schlTchr.userId, input.hmrmTchrId), eq(schlTchr.schlCd, teacher.schlCd), eq(schlTchr.sttsCd, 'APRV')));
      if (!hmrm) throw fieldError('hmrmTchrId', M.hmrmNotTeacher);
      const [taken] = await classesWhere(
        tx,
        and(eq(cls.schlCd, teacher.schlCd), eq(cls.schlYr, input.schlYr), eq(cls.hmrmTchrId, input.hmrmTchrId)),
        input.schlYr,
      );
      if (taken) throw fieldError('hmrmTchrId', M.hmrmTwice);
    }
    const row = await insertClass(tx, { ...input, schlCd: teacher.schlCd, registeredBy: actor.userId, updatedBy: actor.userId });
    if (!row) throw AppError.conflict('CLS_CLASS_EXISTS', M.classExists);
    return row.clsId;
  });
  const [row] = await classesWhere(db, eq(cls.clsId, clsId), currentSchlYr());
  return toClsItem(row!, true);
}

/**
 * GET /icec/api/clsInfo/classes/:clsId: any approved teacher of the school (or an administrator) reads
 * the roster with full names; the read is in the personal-data access log (SECURITY 17).
 */
export async function viewRoster(db: TDb, actor: TActor, clsId: number): Promise<TRoster> {
  const { row, teacher } = await classForReader(db, actor, clsId);
  const [item] = await classesWhere(db, eq(cls.clsId, clsId), currentSchlYr());
  const students = await rosterStudents(db, clsId);
  const pending = await rosterPending(db, row, currentSchlYr());
  await logPersonalDataAccess(db, actor, { actnCd: 'VIEW', trgtDesc: `${item!.schlNm} ${M.rosterLogDesc(row.schlYr, row.grd, row.clsNo)}` });
  return {
    cls: toClsItem(item!, editsClass(actor, teacher, row)),
    students: students.map((s) => ({ ...s, lastLoginAt: s.lastLoginAt?.toISOString() ?? null })),
    pending: pending.map((p) => ({ ...p, joinAt: p.joinAt.toISOString() })),
  };
}

/** mbr.grd / mbr.clsNm hold the current class: a change to a past year's class leaves them. */
const followsMember = (schlYr: number) => schlYr >= currentSchlYr();

/**
 * POST /icec/api/clsInfo/classes/:clsId/approve: students waiting for this class get their numbers
 * and APRV; numbers are unique in the class. All or nothing, in one transaction.
 */
export async function approveStudents(db: TDb, actor: TActor, clsId: number, input: TClsApprove): Promise<TClsResult> {
  const { teacher } = await classForReader(db, actor, clsId);
  await refuseNumberRace(() =>
    db.transaction(async (tx) => {
      const row = (await lockClass(tx, clsId))!;
      assertCanEdit(teacher, row, actor);
      const ids = input.students.map((s) => s.userId);
      const waiting = new Set((await rosterPending(tx, row, currentSchlYr())).map((p) => p.userId));
      const taken = await takenNumbers(tx, clsId, ids);
      const given = new Set<number>();
      input.students.forEach((s, i) => {
        if (!waiting.has(s.userId)) throw fieldError(`students.${i}.userId`, M.notPendingStudent);
        if (taken.has(s.stdntNo)) throw fieldError(`students.${i}.stdntNo`, M.stdntNoTaken(s.stdntNo));
        if (given.has(s.stdntNo)) throw fieldError(`students.${i}.stdntNo`, M.stdntNoTwice(s.stdntNo));
        given.add(s.stdntNo);
      });
      for (const s of input.students) await placeStudent(tx, { clsId, userId: s.userId, schlYr: row.schlYr, stdntNo: s.stdntNo }, actor.userId);
      if (followsMember(row.schlYr)) await setMemberClass(tx, ids, row.grd, row.clsNo, actor.userId);
    }),
  );
  return { result: 'SUCCESS', count: input.students.length };
}

/** POST /icec/api/clsInfo/classes/:clsId/move: a student of this class to another class of the same school and year. */
export async function moveStudent(db: TDb, actor: TActor, clsId: number, input: TClsMove): Promise<TClsResult> {
  const { teacher } = await classForReader(db, actor, clsId);
  if (input.toClsId === clsId) throw fieldError('toClsId', M.moveSameClass);
  await refuseNumberRace(() =>
    db.transaction(async (tx) => {
      // both classes locked in id order: two moves between the same classes never wait on each other
      const [first, second] = [clsId, input.toClsId].sort((a, b) => a - b);
      const locked = new Map([
        [first!, await lockClass(tx, first!)],
        [second!, await lockClass(tx, second!)],
      ]);
      const from = locked.get(clsId)!;
      const to = locked.get(input.toClsId);
      assertCanEdit(teacher, from, actor);
      if (!to) throw fieldError('toClsId', M.classNotFound);
      if (to.schlCd !== from.schlCd || to.schlYr !== from.schlYr) throw fieldError('toClsId', M.moveOtherSchool);
      // a homeroom teacher moves students only between their own classes (the target's roster changes too)
      assertCanEdit(teacher, to, actor);
      const [current] = await classRowsOf(tx, [input.userId], from.schlYr);
      if (current?.clsId !== clsId || current.sttsCd !== 'APRV') throw fieldError('userId', M.notInClass);
      if (input.stdntNo !== null && (await takenNumbers(tx, to.clsId, [input.userId])).has(input.stdntNo))
        throw fieldError('stdntNo', M.stdntNoTaken(input.stdntNo));
      await placeStudent(tx, { clsId: to.clsId, userId: input.userId, schlYr: to.schlYr, stdntNo: input.stdntNo }, actor.userId);
      if (followsMember(to.schlYr)) await setMemberClass(tx, [input.userId], to.grd, to.clsNo, actor.userId);
    }),
  );
  return { result: 'SUCCESS', count: 1 };
}
