import type { TCrsMngListQuery } from '@portal/contract';
import { and, asc, desc, eq, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { countRows } from '../../db/paging.js';
import { containsPattern } from '../../db/search.js';
import { cls, clsStdnt } from '../cls/cls.table.js';
import { conts } from './conts.table.js';
import { visibleWhere } from './conts.repo.js';
import { contsCrs, contsCrsAsgn, contsCrsOpen, contsCrsSesn, contsCrsSesnConts } from './crs.table.js';

/** Contents classes (수업, issue 20): the SQL of classes, their sessions, assignments and opened contents. */

export type TCrsRow = typeof contsCrs.$inferSelect;
const live = eq(contsCrs.delYn, 'N');
/** As contents: users see a class only while it is published, its time has come and it is not deleted. */
export const crsVisibleWhere: SQL = and(live, eq(contsCrs.sttsCd, 'PBLC'), lte(contsCrs.pblcDt, sql`now()`))!;

const sesnCntOf = sql<number>`(select count(*)::int from ${contsCrsSesn} s where s.crs_id = "conts_crs"."crs_id")`;
const listColumns = {
  crsId: contsCrs.crsId,
  crsTtl: contsCrs.crsTtl,
  crsSmry: contsCrs.crsSmry,
  schlLvls: contsCrs.schlLvls,
  sttsCd: contsCrs.sttsCd,
  pblcDt: contsCrs.pblcDt,
  registeredBy: contsCrs.registeredBy,
  registeredAt: contsCrs.registeredAt,
  updatedBy: contsCrs.updatedBy,
  updatedAt: contsCrs.updatedAt,
  sesnCnt: sesnCntOf,
};
export type TCrsListRow = { [K in keyof typeof listColumns]: K extends 'sesnCnt' ? number : TCrsRow[K & keyof TCrsRow] };

export const crsMngWhere = (query: Pick<TCrsMngListQuery, 'q' | 'sttsCd'>): SQL =>
  and(live, query.q ? ilike(contsCrs.crsTtl, containsPattern(query.q)) : undefined, query.sttsCd ? eq(contsCrs.sttsCd, query.sttsCd) : undefined)!;

export const countCrs = (db: TDbOrTx, where: SQL) => countRows(db, contsCrs, where);

export async function findCrsPage(db: TDbOrTx, where: SQL, offset: number, limit: number, order: 'id' | 'pblc'): Promise<TCrsListRow[]> {
  return db
    .select(listColumns)
    .from(contsCrs)
    .where(where)
    .orderBy(...(order === 'pblc' ? [desc(contsCrs.pblcDt), desc(contsCrs.crsId)] : [desc(contsCrs.crsId)]))
    .offset(offset)
    .limit(limit) as Promise<TCrsListRow[]>;
}

export async function findCrs(db: TDbOrTx, crsId: number, where: SQL = live): Promise<TCrsListRow | undefined> {
  const [row] = await db
    .select(listColumns)
    .from(contsCrs)
    .where(and(eq(contsCrs.crsId, crsId), where));
  return row as TCrsListRow | undefined;
}

export async function lockCrs(tx: TTx, crsId: number): Promise<TCrsRow | undefined> {
  const [row] = await tx
    .select()
    .from(contsCrs)
    .where(and(eq(contsCrs.crsId, crsId), live))
    .for('update');
  return row;
}

export type TCrsWrite = Pick<typeof contsCrs.$inferInsert, 'crsTtl' | 'crsSmry' | 'schlLvls'>;

export async function insertCrs(tx: TTx, write: TCrsWrite, userId: string): Promise<number> {
  const [row] = await tx
    .insert(contsCrs)
    .values({ ...write, registeredBy: userId, updatedBy: userId })
    .returning({ crsId: contsCrs.crsId });
  return row!.crsId;
}

export async function updateCrs(tx: TTx, crsId: number, set: Partial<typeof contsCrs.$inferInsert>, userId: string): Promise<void> {
  await tx
    .update(contsCrs)
    .set({ ...set, updatedBy: userId, updatedAt: new Date() })
    .where(eq(contsCrs.crsId, crsId));
}

export type TSesnWrite = { sesnTtl: string; sesnObjc: string; tchrNote: string; contsIds: number[] };

/** The sessions replaced as a whole, numbered 1.. in the order given. */
export async function replaceSesns(tx: TTx, crsId: number, sesns: TSesnWrite[]): Promise<void> {
  await tx.delete(contsCrsSesn).where(eq(contsCrsSesn.crsId, crsId));
  for (const [i, s] of sesns.entries()) {
    const [row] = await tx
      .insert(contsCrsSesn)
      .values({ crsId, sesnNo: i + 1, sesnTtl: s.sesnTtl, sesnObjc: s.sesnObjc, tchrNote: s.tchrNote })
      .returning({ sesnId: contsCrsSesn.sesnId });
    await tx.insert(contsCrsSesnConts).values(s.contsIds.map((contsId, sortSeq) => ({ sesnId: row!.sesnId, contsId, sortSeq })));
  }
}

/** Of these ids, the contents that exist and are not deleted. */
export async function liveContsIds(db: TDbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ contsId: conts.contsId })
    .from(conts)
    .where(and(inArray(conts.contsId, ids), eq(conts.delYn, 'N')));
  return new Set(rows.map((r) => r.contsId));
}

const visibleFlag = sql<boolean>`(${visibleWhere})`;
const contsColumns = { contsId: conts.contsId, contsTtl: conts.contsTtl, contsKndCd: conts.contsKndCd, sttsCd: conts.sttsCd, visible: visibleFlag };
export type TCrsContsRow = { contsId: number; contsTtl: string; contsKndCd: string; sttsCd: 'DRAFT' | 'REVIEW' | 'PBLC' | 'ARCHV'; visible: boolean };

export type TSesnRow = { sesnId: number; sesnNo: number; sesnTtl: string; sesnObjc: string; tchrNote: string; conts: TCrsContsRow[] };

/** A class's sessions in order, each with its (not deleted) contents in order. */
export async function findSesns(db: TDbOrTx, crsId: number): Promise<TSesnRow[]> {
  const sesns = await db.select().from(contsCrsSesn).where(eq(contsCrsSesn.crsId, crsId)).orderBy(asc(contsCrsSesn.sesnNo));
  if (sesns.length === 0) return [];
  const links = await db
    .select({ sesnId: contsCrsSesnConts.sesnId, ...contsColumns })
    .from(contsCrsSesnConts)
    .innerJoin(conts, eq(conts.contsId, contsCrsSesnConts.contsId))
    .where(
      and(
        inArray(
          contsCrsSesnConts.sesnId,
          sesns.map((s) => s.sesnId),
        ),
        eq(conts.delYn, 'N'),
      ),
    )
    .orderBy(asc(contsCrsSesnConts.sortSeq));
  return sesns.map((s) => ({
    sesnId: s.sesnId,
    sesnNo: s.sesnNo,
    sesnTtl: s.sesnTtl,
    sesnObjc: s.sesnObjc,
    tchrNote: s.tchrNote,
    conts: links.filter((l) => l.sesnId === s.sesnId).map(({ sesnId: _, ...c }) => c as TCrsContsRow),
  }));
}

/** Contents for the session's search select: any state, not deleted, newest first. */
export async function findContsOptions(db: TDbOrTx, q: string | undefined, limit: number): Promise<TCrsContsRow[]> {
  return db
    .select(contsColumns)
    .from(conts)
    .where(and(eq(conts.delYn, 'N'), q ? ilike(conts.contsTtl, containsPattern(q)) : undefined))
    .orderBy(desc(conts.contsId))
    .limit(limit) as Promise<TCrsContsRow[]>;
}

// ---- assignments ----

/** A new live assignment; undefined when the class is already assigned to the school class. */
export async function insertAsgn(tx: TTx, crsId: number, clsId: number, userId: string): Promise<number | undefined> {
  const [row] = await tx.insert(contsCrsAsgn).values({ crsId, clsId, asgnBy: userId }).onConflictDoNothing().returning({ asgnId: contsCrsAsgn.asgnId });
  return row?.asgnId;
}

const asgnColumns = {
  asgnId: contsCrsAsgn.asgnId,
  crsId: contsCrsAsgn.crsId,
  crsTtl: contsCrs.crsTtl,
  clsId: contsCrsAsgn.clsId,
  schlYr: cls.schlYr,
  grd: cls.grd,
  clsNo: cls.clsNo,
  asgnAt: contsCrsAsgn.asgnAt,
  asgnBy: contsCrsAsgn.asgnBy,
};

const asgnQuery = (db: TDbOrTx) =>
  db.select(asgnColumns).from(contsCrsAsgn).innerJoin(contsCrs, eq(contsCrs.crsId, contsCrsAsgn.crsId)).innerJoin(cls, eq(cls.clsId, contsCrsAsgn.clsId));

export type TAsgnRow = Awaited<ReturnType<typeof findAsgn>> & object;

/** Whether the class has a live assignment to any school class. */
export async function hasLiveAsgn(db: TDbOrTx, crsId: number): Promise<boolean> {
  const [row] = await db
    .select({ asgnId: contsCrsAsgn.asgnId })
    .from(contsCrsAsgn)
    .where(and(eq(contsCrsAsgn.crsId, crsId), eq(contsCrsAsgn.delYn, 'N')))
    .limit(1);
  return row !== undefined;
}

/** The assignment ends (soft): gone from the teacher's and the students' pages; the students' opening records stay. */
export async function endAsgn(tx: TTx, asgnId: number): Promise<void> {
  await tx.update(contsCrsAsgn).set({ delYn: 'Y' }).where(eq(contsCrsAsgn.asgnId, asgnId));
}

export async function findAsgnsBy(db: TDbOrTx, userId: string) {
  return asgnQuery(db)
    .where(and(eq(contsCrsAsgn.asgnBy, userId), eq(contsCrsAsgn.delYn, 'N'), eq(contsCrs.delYn, 'N')))
    .orderBy(desc(contsCrsAsgn.asgnId));
}

export async function findAsgn(db: TDbOrTx, asgnId: number) {
  const [row] = await asgnQuery(db).where(and(eq(contsCrsAsgn.asgnId, asgnId), eq(contsCrsAsgn.delYn, 'N'), eq(contsCrs.delYn, 'N')));
  return row;
}

/** Per student and session number: how many of the session's contents the student opened under the assignment. */
export async function openedCounts(db: TDbOrTx, asgnId: number, crsId: number): Promise<{ userId: string; sesnNo: number; cnt: number }[]> {
  return db
    .select({ userId: contsCrsOpen.userId, sesnNo: contsCrsSesn.sesnNo, cnt: sql<number>`count(*)::int` })
    .from(contsCrsOpen)
    .innerJoin(contsCrsSesnConts, eq(contsCrsSesnConts.contsId, contsCrsOpen.contsId))
    .innerJoin(contsCrsSesn, and(eq(contsCrsSesn.sesnId, contsCrsSesnConts.sesnId), eq(contsCrsSesn.crsId, crsId)))
    .where(eq(contsCrsOpen.asgnId, asgnId))
    .groupBy(contsCrsOpen.userId, contsCrsSesn.sesnNo);
}

/**
 * The student opened a content: one row per live assignment of a visible class containing it, to a
 * school class the student is an approved member of (first time only). The number of rows written.
 */
export async function recordOpen(tx: TTx, userId: string, contsId: number): Promise<number> {
  const rows = await tx.execute(sql`
    insert into ${contsCrsOpen} (asgn_id, user_id, conts_id)
    select a.asgn_id, ${userId}, ${contsId}
      from ${contsCrsAsgn} a
      join ${contsCrs} on ${contsCrs.crsId} = a.crs_id and ${crsVisibleWhere}
      join ${clsStdnt} cs on cs.cls_id = a.cls_id and cs.user_id = ${userId} and cs.stts_cd = 'APRV'
     where a.del_yn = 'N'
       and exists (select 1 from ${contsCrsSesnConts} sc join ${contsCrsSesn} s on s.sesn_id = sc.sesn_id
                    where s.crs_id = a.crs_id and sc.conts_id = ${contsId})
    on conflict do nothing
    returning asgn_id`);
  return rows.rows.length;
}
