import { CLS_MESSAGES as M, type TSchlInfo, type TSchlJoinRequest } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import type { TDb, TTx } from '../../db/client.js';
import { AppError } from '../../plugins/app-error.js';
import type { TActor, TRequestUser } from '../../plugins/access.js';
import { schlTchr } from './cls.table.js';
import {
  classesWhere,
  deletePendingSchlTchr,
  findSchlTchr,
  findSchool,
  lockSchlTchr,
  setMemberSchool,
  teachersWhere,
  updateSchlTchr,
  upsertSchlTchrRequest,
} from './cls.repo.js';
import { assertCrrTchr, currentSchlYr, fieldError } from './cls.rules.js';
import { editsClass } from './cls.scope.js';
import { cls } from './cls.table.js';
import { toClsItem, toClsSchool, toTchrItem } from './cls.view.js';

const assertTeacherAccount = (actor: TRequestUser) => {
  if (actor.userTypeCd !== 'T') throw new AppError('CLS_TEACHER_ONLY', 403, M.notTeacherAccount);
};

/**
 * GET /icec/api/schlInfo: the teacher's request and school; the school's classes of the year and its
 * teachers only once the teacher is approved (a pending teacher sees the school it asked for).
 */
export async function mySchool(db: TDb, actor: TRequestUser, schlYr = currentSchlYr()): Promise<TSchlInfo> {
  assertTeacherAccount(actor);
  const row = await findSchlTchr(db, actor.userId);
  const school = row && (await findSchool(db, row.schlCd));
  if (!row || !school) return { schlYr, me: null, schl: null, classes: [], teachers: [] };
  const me = { sttsCd: row.sttsCd, crrTchrYn: row.crrTchrYn, rsvtMngrYn: row.rsvtMngrYn };
  if (row.sttsCd !== 'APRV') return { schlYr, me, schl: toClsSchool(school), classes: [], teachers: [] };
  const teacher = { userId: row.userId, schlCd: row.schlCd, crrTchrYn: row.crrTchrYn, rsvtMngrYn: row.rsvtMngrYn };
  const classes = await classesWhere(db, and(eq(cls.schlCd, row.schlCd), eq(cls.schlYr, schlYr)), currentSchlYr());
  const teachers = await teachersWhere(db, eq(schlTchr.schlCd, row.schlCd));
  return {
    schlYr,
    me,
    schl: toClsSchool(school),
    classes: classes.map((c) => toClsItem(c, editsClass(actor, teacher, c))),
    teachers: teachers.map(toTchrItem),
  };
}

/** POST /icec/api/schlInfo/request: a teacher asks to join a school of the school list; asking again replaces a pending request. */
export async function requestSchool(db: TDb, actor: TActor, input: TSchlJoinRequest): Promise<TSchlInfo> {
  assertTeacherAccount(actor);
  await db.transaction(async (tx) => {
    const school = await findSchool(tx, input.neisSchlCd);
    if (!school || school.useYn !== 'Y') throw fieldError('neisSchlCd', M.schoolNotFound);
    const row = await findSchlTchr(tx, actor.userId);
    if (row?.sttsCd === 'APRV') throw AppError.conflict('CLS_ALREADY_APPROVED', M.alreadyApproved);
    await upsertSchlTchrRequest(tx, actor.userId, school.neisSchlCd);
  });
  return mySchool(db, actor);
}

/** The school whose teachers the caller decides on: null for an administrator (any), else the career teacher's own. */
async function deciderSchool(db: TDb, actor: TRequestUser): Promise<string | null> {
  return actor.userTypeCd === 'A' ? null : (await assertCrrTchr(db, actor)).schlCd;
}

/** The pending teacher the caller may decide on: 404 unknown, 403 another school's, 409 not pending. */
async function pendingTeacherFor(tx: TTx, targetId: string, schlCd: string | null) {
  const row = await lockSchlTchr(tx, targetId);
  if (!row) throw AppError.notFound(M.teacherNotFound);
  if (schlCd !== null && row.schlCd !== schlCd) throw new AppError('CLS_OTHER_SCHOOL', 403, M.otherSchool);
  if (row.sttsCd !== 'PNDG') throw AppError.conflict('CLS_NOT_PENDING', M.notPending);
  return row;
}

/** Approval: APRV, and the teacher's member row takes the school (design.md: the public-name rule reads it). */
export async function approveTeacher(db: TDb, actor: TActor, targetId: string): Promise<void> {
  const schlCd = await deciderSchool(db, actor);
  await db.transaction(async (tx) => {
    const row = await pendingTeacherFor(tx, targetId, schlCd);
    const school = await findSchool(tx, row.schlCd);
    if (!school) throw AppError.notFound(M.schoolNotFound);
    await updateSchlTchr(tx, targetId, { sttsCd: 'APRV', aprvAt: new Date(), aprvBy: actor.userId, updatedBy: actor.userId });
    await setMemberSchool(tx, targetId, { schlCd: school.neisSchlCd, schlNm: school.schlNm, schlTypeCd: school.schlTypeCd }, actor.userId);
  });
}

/** Refusal deletes the request: the teacher may ask again (for this school or another). */
export async function refuseTeacher(db: TDb, actor: TActor, targetId: string): Promise<void> {
  const schlCd = await deciderSchool(db, actor);
  await db.transaction(async (tx) => {
    await pendingTeacherFor(tx, targetId, schlCd);
    await deletePendingSchlTchr(tx, targetId);
  });
}
