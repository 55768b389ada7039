import type { TPortfloSection } from '@portal/contract';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { cls, clsStdnt } from '../cls/cls.table.js';
import { teacherClassesWhere, type TTeacher } from '../cls/index.js';
import { crrActv, crrActvStdnt } from '../crr-actv/crr-actv.table.js';
import { mbr } from '../member/member.table.js';
import { portflo } from './portflo.table.js';

/** The student's settings row, if they ever saved one. */
export async function findSettings(db: TDbOrTx, userId: string) {
  const [row] = await db
    .select({ slfIntrcn: portflo.slfIntrcn, goal: portflo.goal, hiddenSections: portflo.hiddenSections })
    .from(portflo)
    .where(eq(portflo.userId, userId));
  return row;
}

export async function upsertSettings(tx: TTx, userId: string, values: { slfIntrcn: string | null; goal: string | null; hiddenSections: TPortfloSection[] }) {
  const now = new Date();
  await tx
    .insert(portflo)
    .values({ userId, ...values, registeredBy: userId, updatedBy: userId })
    .onConflictDoUpdate({ target: portflo.userId, set: { ...values, updatedBy: userId, updatedAt: now } });
}

const actvColumns = {
  crrActvId: crrActv.crrActvId,
  actvSeCd: crrActv.actvSeCd,
  actvNm: crrActv.actvNm,
  actvYmd: crrActv.actvYmd,
  schlYr: crrActv.schlYr,
  schlNm: crrActv.schlNm,
  grd: crrActv.grd,
  actvPlc: crrActv.actvPlc,
  dutyCr: crrActv.dutyCr,
};

/** Every activity of a student (the three kinds: their own, their class's, the centre's), newest first. */
export function findActvsOf(db: TDbOrTx, userId: string) {
  return db
    .select(actvColumns)
    .from(crrActvStdnt)
    .innerJoin(crrActv, eq(crrActv.crrActvId, crrActvStdnt.crrActvId))
    .where(eq(crrActvStdnt.userId, userId))
    .orderBy(desc(crrActv.actvYmd), desc(crrActv.crrActvId));
}

/** The same with every field of spec §3 (the administrators' page). */
export function findActvDtlsOf(db: TDbOrTx, userId: string) {
  return db
    .select({ ...actvColumns, actvPrps: crrActv.actvPrps, actvDgstfn: crrActv.actvDgstfn, actvCn: crrActv.actvCn, actvOpnn: crrActv.actvOpnn })
    .from(crrActvStdnt)
    .innerJoin(crrActv, eq(crrActv.crrActvId, crrActvStdnt.crrActvId))
    .where(eq(crrActvStdnt.userId, userId))
    .orderBy(desc(crrActv.actvYmd), desc(crrActv.crrActvId));
}

const fusionOf = (userId: string) => and(eq(crrActvStdnt.userId, userId), eq(crrActv.actvSeCd, 'FUSN'));

export async function countFusion(db: TDbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(crrActvStdnt).innerJoin(crrActv, eq(crrActv.crrActvId, crrActvStdnt.crrActvId)).where(fusionOf(userId));
  return row?.n ?? 0;
}

export function findFusionPage(db: TDbOrTx, userId: string, offset: number, limit: number) {
  return db
    .select({
      crrActvId: crrActv.crrActvId,
      actvNm: crrActv.actvNm,
      actvYmd: crrActv.actvYmd,
      actvPlc: crrActv.actvPlc,
      dutyCr: crrActv.dutyCr,
      actvDgstfn: crrActv.actvDgstfn,
    })
    .from(crrActvStdnt)
    .innerJoin(crrActv, eq(crrActv.crrActvId, crrActvStdnt.crrActvId))
    .where(fusionOf(userId))
    .orderBy(desc(crrActv.actvYmd), desc(crrActv.crrActvId))
    .offset(offset)
    .limit(limit);
}

/**
 * A teacher's classes of a school year (cls teacherClassesWhere: their homeroom classes, every
 * class of the school for the career teacher) with their approved students, in one statement
 * (review 5: no query per class): one row per student, a class without students as one row of
 * nulls; by grade, class, number and name.
 */
export function findTeacherRoster(db: TDbOrTx, teacher: TTeacher, schlYr: number) {
  return db
    .select({ clsId: cls.clsId, grd: cls.grd, clsNo: cls.clsNo, userId: clsStdnt.userId, userNm: mbr.userNm, stdntNo: clsStdnt.stdntNo })
    .from(cls)
    .leftJoin(clsStdnt, and(eq(clsStdnt.clsId, cls.clsId), eq(clsStdnt.sttsCd, 'APRV')))
    .leftJoin(mbr, eq(mbr.userId, clsStdnt.userId))
    .where(teacherClassesWhere(teacher, schlYr))
    .orderBy(asc(cls.grd), asc(cls.clsNo), sql`${clsStdnt.stdntNo} asc nulls last`, asc(mbr.userNm));
}
