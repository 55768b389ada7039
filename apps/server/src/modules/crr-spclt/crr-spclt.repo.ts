import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { cls, clsStdnt } from '../cls/cls.table.js';
import { crrActv, crrActvStdnt } from '../crr-actv/crr-actv.table.js';
import { mbr } from '../member/member.table.js';
import { crrSpclt } from './crr-spclt.table.js';

export async function findClass(db: TDbOrTx, clsId: number) {
  const [row] = await db
    .select({ clsId: cls.clsId, schlCd: cls.schlCd, schlYr: cls.schlYr, grd: cls.grd, clsNo: cls.clsNo })
    .from(cls)
    .where(eq(cls.clsId, clsId));
  return row;
}

const hmrm = alias(mbr, 'hmrm');

/**
 * A school's classes of a year with their homeroom teacher's name, approved students and non-empty
 * drafts of that year; `hmrmTchrId` narrows them to one homeroom teacher's.
 */
export function findClassesWithCounts(db: TDbOrTx, schlCd: string, schlYr: number, hmrmTchrId?: string) {
  return db
    .select({
      clsId: cls.clsId,
      grd: cls.grd,
      clsNo: cls.clsNo,
      hmrmTchrNm: hmrm.userNm,
      stdntCnt: sql<number>`(select count(*)::int from ${clsStdnt} s where s.cls_id = ${cls.clsId} and s.stts_cd = 'APRV')`,
      draftCnt: sql<number>`(select count(*)::int from ${clsStdnt} s join ${crrSpclt} d on d.user_id = s.user_id and d.schl_yr = ${cls.schlYr}
        where s.cls_id = ${cls.clsId} and s.stts_cd = 'APRV' and d.cn <> '')`,
    })
    .from(cls)
    .leftJoin(hmrm, eq(hmrm.userId, cls.hmrmTchrId))
    .where(and(eq(cls.schlCd, schlCd), eq(cls.schlYr, schlYr), hmrmTchrId ? eq(cls.hmrmTchrId, hmrmTchrId) : undefined))
    .orderBy(asc(cls.grd), asc(cls.clsNo));
}

export function findDrafts(db: TDbOrTx, userIds: string[], schlYr: number) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({ userId: crrSpclt.userId, cn: crrSpclt.cn, updatedAt: crrSpclt.updatedAt, updatedBy: crrSpclt.updatedBy })
    .from(crrSpclt)
    .where(and(inArray(crrSpclt.userId, userIds), eq(crrSpclt.schlYr, schlYr)));
}

export async function upsertDraft(tx: TTx, values: { userId: string; schlYr: number; cn: string }, actorId: string): Promise<Date> {
  const now = new Date();
  const [row] = await tx
    .insert(crrSpclt)
    .values({ ...values, registeredBy: actorId, updatedBy: actorId, registeredAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: [crrSpclt.userId, crrSpclt.schlYr], set: { cn: values.cn, updatedBy: actorId, updatedAt: now } })
    .returning({ updatedAt: crrSpclt.updatedAt });
  return row!.updatedAt;
}

/** The student's activities of a school year (every kind), oldest first: the remarks follow the year's order. */
export function findYearActvs(db: TDbOrTx, userId: string, schlYr: number) {
  return db
    .select({
      crrActvId: crrActv.crrActvId,
      actvSeCd: crrActv.actvSeCd,
      actvNm: crrActv.actvNm,
      actvYmd: crrActv.actvYmd,
      actvPrps: crrActv.actvPrps,
      actvCn: crrActv.actvCn,
      actvOpnn: crrActv.actvOpnn,
      dutyCr: crrActv.dutyCr,
    })
    .from(crrActvStdnt)
    .innerJoin(crrActv, eq(crrActv.crrActvId, crrActvStdnt.crrActvId))
    .where(and(eq(crrActvStdnt.userId, userId), eq(crrActv.schlYr, schlYr)))
    .orderBy(asc(crrActv.actvYmd), asc(crrActv.crrActvId));
}
