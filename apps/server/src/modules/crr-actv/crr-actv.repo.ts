import type { TActvSeCd } from '@portal/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { clsStdnt } from '../cls/cls.table.js';
import { job } from '../crr-info/crr-info.table.js';
import { mbr } from '../member/member.table.js';
import { crrActv, crrActvStdnt } from './crr-actv.table.js';

export type TCrrActvRow = typeof crrActv.$inferSelect;
export type TCrrActvInsert = typeof crrActv.$inferInsert;

/** The texts and facts of an activity a save writes (the kind, writer and school come from the service). */
export type TCrrActvValues = Pick<
  TCrrActvInsert,
  'schlNm' | 'grd' | 'actvYmd' | 'schlYr' | 'actvNm' | 'actvPrps' | 'actvPlc' | 'actvDgstfn' | 'dutyCr' | 'jobCd' | 'actvCn' | 'actvOpnn'
>;

export async function findActv(db: TDbOrTx, crrActvId: number): Promise<TCrrActvRow | undefined> {
  const [row] = await db.select().from(crrActv).where(eq(crrActv.crrActvId, crrActvId));
  return row;
}

/** The activity saved with this upload group, if any. */
export async function findActvIdByFileGroup(db: TDbOrTx, fileModuleId: string): Promise<number | undefined> {
  const [row] = await db.select({ crrActvId: crrActv.crrActvId }).from(crrActv).where(eq(crrActv.atchFileModuleId, fileModuleId));
  return row?.crrActvId;
}

/** The row under a lock, for an update or a delete (two edits of one activity are serial). */
export async function lockActv(tx: TTx, crrActvId: number): Promise<TCrrActvRow | undefined> {
  const [row] = await tx.select().from(crrActv).where(eq(crrActv.crrActvId, crrActvId)).for('update');
  return row;
}

export async function insertActv(tx: TTx, values: TCrrActvInsert): Promise<number> {
  const [row] = await tx.insert(crrActv).values(values).returning({ crrActvId: crrActv.crrActvId });
  return row!.crrActvId;
}

export async function updateActvRow(
  tx: TTx,
  crrActvId: number,
  values: TCrrActvValues & { atchFileModuleId: string | null; updatedBy: string },
): Promise<void> {
  await tx
    .update(crrActv)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(crrActv.crrActvId, crrActvId));
}

/** Deletes the activity; its owners go with it (on delete cascade). */
export async function deleteActvRow(tx: TTx, crrActvId: number): Promise<void> {
  await tx.delete(crrActv).where(eq(crrActv.crrActvId, crrActvId));
}

/** The activity's owners become exactly these students. */
export async function setActvStudents(tx: TTx, crrActvId: number, userIds: readonly string[]): Promise<void> {
  await tx.delete(crrActvStdnt).where(eq(crrActvStdnt.crrActvId, crrActvId));
  if (userIds.length) await tx.insert(crrActvStdnt).values([...new Set(userIds)].map((userId) => ({ crrActvId, userId })));
}

export type TOwner = { userId: string; userNm: string; mbrTypeAuthrt: string; schlCd: string | null };

/** The activity's owners with what the name rule needs, by name. */
export async function findActvStudents(db: TDbOrTx, crrActvId: number): Promise<TOwner[]> {
  return db
    .select({ userId: mbr.userId, userNm: mbr.userNm, mbrTypeAuthrt: mbr.mbrTypeAuthrt, schlCd: mbr.schlCd })
    .from(crrActvStdnt)
    .innerJoin(mbr, eq(mbr.userId, crrActvStdnt.userId))
    .where(eq(crrActvStdnt.crrActvId, crrActvId))
    .orderBy(asc(mbr.userNm), asc(mbr.userId));
}

/** Is this student one of the activity's owners? */
export async function isActvStudent(db: TDbOrTx, crrActvId: number, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: crrActvStdnt.userId })
    .from(crrActvStdnt)
    .where(and(eq(crrActvStdnt.crrActvId, crrActvId), eq(crrActvStdnt.userId, userId)));
  return row !== undefined;
}

export async function jobExists(db: TDbOrTx, jobCd: string): Promise<boolean> {
  const [row] = await db.select({ jobCd: job.jobCd }).from(job).where(eq(job.jobCd, jobCd));
  return row !== undefined;
}

/** The approved students of several classes, by class and number (one statement for the form). */
export async function findStudentsOfClasses(db: TDbOrTx, clsIds: number[]) {
  if (!clsIds.length) return [];
  return db
    .select({ clsId: clsStdnt.clsId, userId: clsStdnt.userId, userNm: mbr.userNm, stdntNo: clsStdnt.stdntNo })
    .from(clsStdnt)
    .innerJoin(mbr, eq(mbr.userId, clsStdnt.userId))
    .where(and(inArray(clsStdnt.clsId, clsIds), eq(clsStdnt.sttsCd, 'APRV')))
    .orderBy(asc(clsStdnt.clsId), asc(clsStdnt.stdntNo), asc(mbr.userNm));
}

export type TStudentActivity = Pick<
  TCrrActvRow,
  | 'crrActvId'
  | 'actvSeCd'
  | 'actvYmd'
  | 'schlYr'
  | 'schlNm'
  | 'grd'
  | 'actvNm'
  | 'actvPrps'
  | 'actvPlc'
  | 'actvDgstfn'
  | 'dutyCr'
  | 'jobCd'
  | 'actvCn'
  | 'actvOpnn'
>;

/** A student's activities of every kind (optionally one school year), newest first: the portfolio's, history's and remarks' source. */
export async function findActivitiesOfStudent(
  db: TDbOrTx,
  userId: string,
  opts: { schlYr?: number; limit?: number; actvSeCd?: TActvSeCd } = {},
): Promise<TStudentActivity[]> {
  const query = db
    .select({
      crrActvId: crrActv.crrActvId,
      actvSeCd: crrActv.actvSeCd,
      actvYmd: crrActv.actvYmd,
      schlYr: crrActv.schlYr,
      schlNm: crrActv.schlNm,
      grd: crrActv.grd,
      actvNm: crrActv.actvNm,
      actvPrps: crrActv.actvPrps,
      actvPlc: crrActv.actvPlc,
      actvDgstfn: crrActv.actvDgstfn,
      dutyCr: crrActv.dutyCr,
      jobCd: crrActv.jobCd,
      actvCn: crrActv.actvCn,
      actvOpnn: crrActv.actvOpnn,
    })
    .from(crrActvStdnt)
    .innerJoin(crrActv, eq(crrActv.crrActvId, crrActvStdnt.crrActvId))
    .where(
      and(
        eq(crrActvStdnt.userId, userId),
        opts.schlYr === undefined ? undefined : eq(crrActv.schlYr, opts.schlYr),
        opts.actvSeCd === undefined ? undefined : eq(crrActv.actvSeCd, opts.actvSeCd),
      ),
    )
    .orderBy(sql`${crrActv.actvYmd} desc`, sql`${crrActv.crrActvId} desc`)
    .$dynamic();
  return opts.limit === undefined ? query : query.limit(opts.limit);
}
