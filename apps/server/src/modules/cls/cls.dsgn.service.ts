import { CLS_MESSAGES as M, type TTchrDsgn, type TTchrDsgnSave } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import type { TActor } from '../../plugins/access.js';
import { classesOfYear, classesWhere, setHomeroom, setSchoolRoles, teachersWhere } from './cls.repo.js';
import { assertCrrTchr, currentSchlYr, fieldError } from './cls.rules.js';
import { cls, schlTchr } from './cls.table.js';
import { toClsItem, toTchrItem } from './cls.view.js';

/** GET /icec/api/tchrDsgn: the school year's classes and the school's approved teachers (career teacher). */
export async function viewDesignation(db: TDb, actor: TActor, schlYr = currentSchlYr()): Promise<TTchrDsgn> {
  const teacher = await assertCrrTchr(db, actor);
  return designationOf(db, teacher.schlCd, schlYr);
}

/**
 * PUT /icec/api/tchrDsgn (issue 18 tchrDsgn): homeroom teachers of the year's classes, reservation
 * managers and career teachers, all checked first and saved in one transaction. Every person named
 * must be an approved teacher of the school; a teacher is the homeroom teacher of one class at most.
 */
export async function saveDesignation(db: TDb, actor: TActor, input: TTchrDsgnSave): Promise<TTchrDsgn> {
  const teacher = await assertCrrTchr(db, actor);
  await db.transaction(async (tx) => {
    const teachers = new Set((await teachersWhere(tx, and(eq(schlTchr.schlCd, teacher.schlCd), eq(schlTchr.sttsCd, 'APRV')))).map((t) => t.userId));
    const classes = new Map((await classesOfYear(tx, teacher.schlCd, input.schlYr)).map((c) => [c.clsId, c]));
    const homeroom = new Map([...classes.values()].map((c) => [c.clsId, c.hmrmTchrId]));
    input.hmrm.forEach((h, i) => {
      if (!classes.has(h.clsId)) throw fieldError(`hmrm.${i}.clsId`, M.classOfOtherYear);
      if (h.hmrmTchrId !== null && !teachers.has(h.hmrmTchrId)) throw fieldError(`hmrm.${i}.hmrmTchrId`, M.hmrmNotTeacher);
      homeroom.set(h.clsId, h.hmrmTchrId);
    });
    const named = [...homeroom.values()].filter((id) => id !== null);
    if (new Set(named).size !== named.length) throw fieldError('hmrm', M.hmrmTwice);
    for (const [field, ids, message] of [
      ['rsvtMngrIds', input.rsvtMngrIds, M.rsvtMngrNotTeacher],
      ['crrTchrIds', input.crrTchrIds, M.crrTchrNotTeacher],
    ] as const) {
      if (ids.some((id) => !teachers.has(id))) throw fieldError(field, message);
    }
    for (const [clsId, hmrmTchrId] of homeroom) {
      if (classes.get(clsId)!.hmrmTchrId !== hmrmTchrId) await setHomeroom(tx, clsId, hmrmTchrId, actor.userId);
    }
    await setSchoolRoles(tx, teacher.schlCd, [...new Set(input.crrTchrIds)], [...new Set(input.rsvtMngrIds)], actor.userId);
  });
  return designationOf(db, teacher.schlCd, input.schlYr);
}

async function designationOf(db: TDb, schlCd: string, schlYr: number): Promise<TTchrDsgn> {
  const classes = await classesWhere(db, and(eq(cls.schlCd, schlCd), eq(cls.schlYr, schlYr)), currentSchlYr());
  const teachers = await teachersWhere(db, and(eq(schlTchr.schlCd, schlCd), eq(schlTchr.sttsCd, 'APRV')));
  return { schlYr, classes: classes.map((c) => toClsItem(c, true)), teachers: teachers.map(toTchrItem) };
}
