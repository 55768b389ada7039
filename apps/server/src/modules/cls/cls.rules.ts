import { CLS_MESSAGES as M, schlYrOf } from '@portal/contract';
import type { TDbOrTx } from '../../db/client.js';
import { AppError } from '../../plugins/app-error.js';
import type { TRequestUser } from '../../plugins/access.js';
import { PG_UNIQUE_VIOLATION, pgErrorOf } from '../inst-code/index.js';
import { findClass, type TClsRow } from './cls.repo.js';
import { assertTeacher, editsClass, type TTeacher } from './cls.scope.js';

/** A 400 on one field, with the message as the answer's message too (the web shows it at the field). */
export const fieldError = (field: string, message: string) => new AppError('VALIDATION', 400, message, { fieldErrors: { [field]: message } });

export const currentSchlYr = () => schlYrOf(new Date());

/** 403 CLS_CRR_TCHR_ONLY unless the caller is an approved career teacher (진로전담교사). */
export async function assertCrrTchr(db: TDbOrTx, actor: TRequestUser): Promise<TTeacher> {
  const teacher = await assertTeacher(db, actor);
  if (teacher.crrTchrYn !== 'Y') throw new AppError('CLS_CRR_TCHR_ONLY', 403, M.crrTchrOnly);
  return teacher;
}

/** The class, 404 when missing, 403 for a teacher of another school (administrators see every class). */
export async function classForReader(db: TDbOrTx, actor: TRequestUser, clsId: number): Promise<{ row: TClsRow; teacher: TTeacher | null }> {
  const teacher = actor.userTypeCd === 'A' ? null : await assertTeacher(db, actor);
  const row = await findClass(db, clsId);
  if (!row) throw AppError.notFound(M.classNotFound);
  if (teacher && teacher.schlCd !== row.schlCd) throw new AppError('CLS_OTHER_SCHOOL', 403, M.otherSchool);
  return { row, teacher };
}

/** 403 CLS_CLASS_FORBIDDEN unless the caller edits the class (cls.scope editsClass). */
export function assertCanEdit(teacher: TTeacher | null, row: TClsRow, actor: TRequestUser): void {
  if (!editsClass(actor, teacher, row)) throw new AppError('CLS_CLASS_FORBIDDEN', 403, M.classForbidden);
}

/** The partial unique index of a class's numbers (decision 025): one approved student per number. */
export const STDNT_NO_INDEX = 'cls_stdnt_no_uq';

/**
 * Every writer of a class's numbers locks the class and reads the numbers given first; should a
 * number still be taken twice (a writer that skips the lock), the index refuses it: 409, never 500.
 */
export async function refuseNumberRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const pg = pgErrorOf(error);
    if (pg?.code === PG_UNIQUE_VIOLATION && pg.constraint === STDNT_NO_INDEX) throw AppError.conflict('CLS_STDNT_NO_TAKEN', M.stdntNoRace);
    throw error;
  }
}
