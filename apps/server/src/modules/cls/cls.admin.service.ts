import type { TClsMngListQuery, TClsMngListResponse, TClsMngTchrQuery, TClsMngTchrResponse, TCrrTchrSave } from '@portal/contract';
import { CLS_MESSAGES as M } from '@portal/contract';
import { and, eq, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { pageOf } from '../../db/paging.js';
import { keywordWhere } from '../../db/search.js';
import { AppError } from '../../plugins/app-error.js';
import { assertAdmin, type TActor } from '../../plugins/access.js';
import { mbr } from '../member/member.table.js';
import { schl } from '../school/school.table.js';
import { classesWhere, countClasses, countTeachers, lockSchlTchr, teachersWhere, updateSchlTchr } from './cls.repo.js';
import { currentSchlYr } from './cls.rules.js';
import { approveTeacher } from './cls.schl.service.js';
import { cls, schlTchr } from './cls.table.js';
import { toClsItem, toTchrItem } from './cls.view.js';

/** GET /api/classes/list (admin classes): schools' classes by school, school year and school name. */
export async function listClassesMng(db: TDb, actor: TActor, query: TClsMngListQuery): Promise<TClsMngListResponse> {
  assertAdmin(actor);
  const where: SQL | undefined = and(
    query.schlCd ? eq(cls.schlCd, query.schlCd) : undefined,
    query.schlYr ? eq(cls.schlYr, query.schlYr) : undefined,
    keywordWhere(query.searchWrd, schl.schlNm),
  );
  const page = await pageOf(query, countClasses(db, where), (offset, limit) => classesWhere(db, where, currentSchlYr()).offset(offset).limit(limit));
  return { ...page, list: page.list.map((row) => toClsItem(row, true)) };
}

/** GET /api/classes/teachers: the schools' teachers, waiting first; by school, state and school or teacher name. */
export async function listTeachersMng(db: TDb, actor: TActor, query: TClsMngTchrQuery): Promise<TClsMngTchrResponse> {
  assertAdmin(actor);
  const where: SQL | undefined = and(
    query.schlCd ? eq(schlTchr.schlCd, query.schlCd) : undefined,
    query.sttsCd ? eq(schlTchr.sttsCd, query.sttsCd) : undefined,
    keywordWhere(query.searchWrd, schl.schlNm, mbr.userNm),
  );
  const page = await pageOf(query, countTeachers(db, where), (offset, limit) => teachersWhere(db, where).offset(offset).limit(limit));
  return { ...page, list: page.list.map(toTchrItem) };
}

async function teacherItem(db: TDb, userId: string) {
  const [row] = await teachersWhere(db, eq(schlTchr.userId, userId));
  if (!row) throw AppError.notFound(M.teacherNotFound);
  return toTchrItem(row);
}

/** POST /api/classes/teachers/:userId/approve: an administrator approves a pending teacher of any school. */
export async function approveTeacherMng(db: TDb, actor: TActor, userId: string) {
  assertAdmin(actor);
  await approveTeacher(db, actor, userId);
  return teacherItem(db, userId);
}

/** PUT /api/classes/teachers/:userId/crrTchr: an administrator names (or un-names) a school's career teacher; approved teachers only. */
export async function setCrrTchrMng(db: TDb, actor: TActor, userId: string, input: TCrrTchrSave) {
  assertAdmin(actor);
  await db.transaction(async (tx) => {
    const row = await lockSchlTchr(tx, userId);
    if (!row) throw AppError.notFound(M.teacherNotFound);
    if (row.sttsCd !== 'APRV') throw AppError.conflict('CLS_NOT_APPROVED', M.notApprovedTeacher);
    await updateSchlTchr(tx, userId, { crrTchrYn: input.crrTchrYn, updatedBy: actor.userId });
  });
  return teacherItem(db, userId);
}
