import type { TSrvyAnswers } from '@portal/contract';
import { and, count, desc, eq, max, or, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client.js';
import type { TTargetProfile } from '../member/index.js';
import { srvy, srvyRspns } from './srvy.table.js';

export type TSrvyRow = typeof srvy.$inferSelect;
export type TSrvyInsert = typeof srvy.$inferInsert;
export type TRspnsRow = typeof srvyRspns.$inferSelect;

export async function findSrvy(db: TDbOrTx, srvyId: number): Promise<TSrvyRow | undefined> {
  const [row] = await db.select().from(srvy).where(eq(srvy.srvyId, srvyId));
  return row;
}

/** The survey's row locked: 'update' for the administrator's changes and a submit (it counts the response), 'share' for a draft's save (a close waits). */
export async function lockSrvy(tx: TTx, srvyId: number, mode: 'update' | 'share'): Promise<TSrvyRow | undefined> {
  const [row] = await tx
    .select()
    .from(srvy)
    .where(eq(srvy.srvyId, srvyId))
    .for(mode === 'update' ? 'update' : 'share');
  return row;
}

export async function countSrvys(db: TDbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(srvy).where(where);
  return row?.n ?? 0;
}

export const findSrvyPage = (db: TDbOrTx, where: SQL | undefined, offset: number, limit: number) =>
  db.select().from(srvy).where(where).orderBy(desc(srvy.srvyId)).offset(offset).limit(limit);

export async function insertSrvy(tx: TTx, values: TSrvyInsert): Promise<TSrvyRow> {
  const [row] = await tx.insert(srvy).values(values).returning();
  return row!;
}

export async function updateSrvy(tx: TTx, srvyId: number, set: Partial<TSrvyInsert>): Promise<TSrvyRow> {
  const [row] = await tx
    .update(srvy)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(srvy.srvyId, srvyId))
    .returning();
  return row!;
}

/** The highest version number of a survey's family (the first version and its copies by version). */
export async function maxVerNo(tx: TTx, orgnSrvyId: number): Promise<number> {
  const [row] = await tx
    .select({ n: max(srvy.verNo) })
    .from(srvy)
    .where(or(eq(srvy.srvyId, orgnSrvyId), eq(srvy.orgnSrvyId, orgnSrvyId)));
  return row?.n ?? 1;
}

/** Removes a survey without submitted responses, with its drafts; answers the drafts' ids (their files go too). */
export async function deleteSrvyRows(tx: TTx, srvyId: number): Promise<string[]> {
  const drafts = await tx.delete(srvyRspns).where(eq(srvyRspns.srvyId, srvyId)).returning({ rspnsId: srvyRspns.rspnsId });
  await tx.delete(srvy).where(eq(srvy.srvyId, srvyId));
  return drafts.map((d) => String(d.rspnsId));
}

/**
 * Open surveys in their period a caller may answer: 'ALL' ones, and for an active member the 'MBR'
 * ones of their type and school type (member inTarget's rule, in SQL).
 */
export function openForWhere(profile: TTargetProfile | undefined): SQL {
  const targeted = profile?.active
    ? or(
        eq(srvy.trgtSeCd, 'ALL'),
        and(
          eq(srvy.trgtSeCd, 'MBR'),
          sql`${profile.mbrTypeAuthrt} = any(${srvy.trgtMbrTypes})`,
          profile.schlTypeCd === null
            ? sql`cardinality(${srvy.trgtSchlTypes}) = 0`
            : sql`(cardinality(${srvy.trgtSchlTypes}) = 0 or ${profile.schlTypeCd} = any(${srvy.trgtSchlTypes}))`,
        ),
      )
    : eq(srvy.trgtSeCd, 'ALL');
  return and(eq(srvy.sttsCd, 'OPEN'), eq(srvy.tmpltYn, 'N'), sql`${srvy.bgngDt} <= now()`, sql`${srvy.endDt} >= now()`, targeted)!;
}

export const findOpenPage = (db: TDbOrTx, where: SQL, offset: number, limit: number) =>
  db.select().from(srvy).where(where).orderBy(srvy.endDt, desc(srvy.srvyId)).offset(offset).limit(limit);

/** The caller's responses to some surveys: which they submitted, which they have a draft of. */
export async function myRspnsStates(db: TDbOrTx, userId: string, srvyIds: number[]): Promise<{ srvyId: number; sttsCd: string }[]> {
  if (srvyIds.length === 0) return [];
  return db
    .selectDistinct({ srvyId: srvyRspns.srvyId, sttsCd: srvyRspns.sttsCd })
    .from(srvyRspns)
    .where(and(eq(srvyRspns.userId, userId), sql`${srvyRspns.srvyId} in ${srvyIds}`));
}

/** The member's draft of a survey in a context. */
export async function findDraft(db: TDbOrTx, srvyId: number, userId: string, ctxKey: string): Promise<TRspnsRow | undefined> {
  const [row] = await db
    .select()
    .from(srvyRspns)
    .where(and(eq(srvyRspns.srvyId, srvyId), eq(srvyRspns.userId, userId), eq(srvyRspns.ctxKey, ctxKey), eq(srvyRspns.sttsCd, 'DRAFT')));
  return row;
}

/** Whether the member submitted the survey in a context. */
export async function hasSubmitted(db: TDbOrTx, srvyId: number, userId: string, ctxKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: srvyRspns.rspnsId })
    .from(srvyRspns)
    .where(and(eq(srvyRspns.srvyId, srvyId), eq(srvyRspns.userId, userId), eq(srvyRspns.ctxKey, ctxKey), eq(srvyRspns.sttsCd, 'SUBMIT')))
    .limit(1);
  return !!row;
}

/** Saves the member's draft (one per survey, member and context); answers its id. */
export async function upsertDraft(tx: TTx, o: { srvyId: number; userId: string; ctxKey: string; answers: TSrvyAnswers }): Promise<number> {
  const [row] = await tx
    .insert(srvyRspns)
    .values({ ...o, sttsCd: 'DRAFT' })
    .onConflictDoUpdate({
      target: [srvyRspns.srvyId, srvyRspns.userId, srvyRspns.ctxKey],
      targetWhere: sql`${srvyRspns.sttsCd} = 'DRAFT'`,
      set: { answers: o.answers, mdfcnDt: sql`now()` },
    })
    .returning({ rspnsId: srvyRspns.rspnsId });
  return row!.rspnsId;
}

type TSubmit = {
  srvyId: number;
  userId: string | null;
  ctxKey: string;
  answers: TSrvyAnswers;
  mbrTypeCd: string | null;
  schlTypeCd: string | null;
  onceKey: string | null;
};

/** The member's draft becomes the submitted response (answers the id), or undefined when there is no draft (any more). */
export async function submitDraft(tx: TTx, o: TSubmit & { userId: string }): Promise<number | undefined> {
  const [row] = await tx
    .update(srvyRspns)
    .set({
      sttsCd: 'SUBMIT',
      answers: o.answers,
      mbrTypeCd: o.mbrTypeCd,
      schlTypeCd: o.schlTypeCd,
      onceKey: o.onceKey,
      sbmsnDt: sql`now()`,
      mdfcnDt: sql`now()`,
    })
    .where(and(eq(srvyRspns.srvyId, o.srvyId), eq(srvyRspns.userId, o.userId), eq(srvyRspns.ctxKey, o.ctxKey), eq(srvyRspns.sttsCd, 'DRAFT')))
    .returning({ rspnsId: srvyRspns.rspnsId });
  return row?.rspnsId;
}

export async function insertSubmitted(tx: TTx, o: TSubmit): Promise<number> {
  const [row] = await tx
    .insert(srvyRspns)
    .values({ ...o, sttsCd: 'SUBMIT', sbmsnDt: sql`now()` })
    .returning({ rspnsId: srvyRspns.rspnsId });
  return row!.rspnsId;
}

export async function setRspnsAnswers(tx: TTx, rspnsId: number, answers: TSrvyAnswers): Promise<void> {
  await tx.update(srvyRspns).set({ answers }).where(eq(srvyRspns.rspnsId, rspnsId));
}

export async function addRspnsCnt(tx: TTx, srvyId: number): Promise<void> {
  await tx
    .update(srvy)
    .set({ rspnsCnt: sql`${srvy.rspnsCnt} + 1` })
    .where(eq(srvy.srvyId, srvyId));
}

export async function findRspns(db: TDbOrTx, rspnsId: number): Promise<TRspnsRow | undefined> {
  const [row] = await db.select().from(srvyRspns).where(eq(srvyRspns.rspnsId, rspnsId));
  return row;
}
