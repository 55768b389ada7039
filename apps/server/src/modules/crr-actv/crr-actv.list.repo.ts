import type { TActvSeCd } from '@portal/contract';
import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDbOrTx } from '../../db/client.js';
import { countRowsCapped } from '../../db/paging.js';
import { LIST_COUNT_CAP } from '../member-admin/index.js';
import { keywordWhere } from '../../db/search.js';
import { cls, clsStdnt } from '../cls/cls.table.js';
import { atchFile } from '../files/files.table.js';
import { mbr } from '../member/member.table.js';
import { writerFactColumns } from '../member/index.js';
import { crrActv, crrActvStdnt } from './crr-actv.table.js';

/**
 * Whose activities a list may show (spec §2 lists, issue 18): a student their own, an approved
 * teacher their school's (SCHL: recorded by the school; the others: of the school's students), a
 * reader of one student (assertStudentReader first) every row of the filter.
 */
export type TListScope = { kind: 'ALL' } | { kind: 'OWN'; userId: string } | { kind: 'SCHOOL'; schlCd: string };

export type TListFilter = {
  actvSeCd?: TActvSeCd;
  bgngYmd?: string;
  endYmd?: string;
  searchWrd?: string;
  clsId?: number;
  userId?: string;
};

const ownedBy = (userId: string) =>
  sql`exists (select 1 from ${crrActvStdnt} where ${crrActvStdnt.crrActvId} = ${crrActv.crrActvId} and ${crrActvStdnt.userId} = ${userId})`;

const ownedBySchoolStudent = (schlCd: string) =>
  sql`exists (select 1 from ${crrActvStdnt} inner join ${mbr} on ${mbr.userId} = ${crrActvStdnt.userId} where ${crrActvStdnt.crrActvId} = ${crrActv.crrActvId} and ${mbr.schlCd} = ${schlCd})`;

const ownedByClassStudent = (clsId: number) =>
  sql`exists (select 1 from ${crrActvStdnt} inner join ${clsStdnt} on ${clsStdnt.userId} = ${crrActvStdnt.userId} where ${crrActvStdnt.crrActvId} = ${crrActv.crrActvId} and ${clsStdnt.clsId} = ${clsId})`;

function scopeWhere(scope: TListScope, actvSeCd: TActvSeCd | undefined): SQL | undefined {
  if (scope.kind === 'ALL') return undefined;
  if (scope.kind === 'OWN') return ownedBy(scope.userId);
  if (actvSeCd === 'SCHL') return eq(crrActv.schlCd, scope.schlCd);
  return ownedBySchoolStudent(scope.schlCd);
}

/**
 * The list's condition. The keyword is an ILIKE on the activity's name and content: a two-syllable
 * Korean word has no trigram (ARCHITECTURE performance rules), and the rows a caller may search are
 * already one student's or one school's (hundreds to a few thousand a year), so a scan of those is
 * cheap; an administrator's search over every school is the one wide case (a bigram index is the
 * step up when the table grows, as the boards did in decision 013).
 */
export function actvWhere(scope: TListScope, f: TListFilter): SQL | undefined {
  return and(
    scopeWhere(scope, f.actvSeCd),
    f.actvSeCd ? eq(crrActv.actvSeCd, f.actvSeCd) : undefined,
    f.bgngYmd ? gte(crrActv.actvYmd, f.bgngYmd) : undefined,
    f.endYmd ? lte(crrActv.actvYmd, f.endYmd) : undefined,
    keywordWhere(f.searchWrd, crrActv.actvNm, crrActv.actvCn),
    f.clsId === undefined ? undefined : ownedByClassStudent(f.clsId),
    f.userId === undefined ? undefined : ownedBy(f.userId),
  );
}

/** A list's total, capped (a school's activities grow every year; review 11). */
export const countActvs = (db: TDbOrTx, where: SQL | undefined, cap = LIST_COUNT_CAP) => countRowsCapped(db, crrActv, where, cap);

const writer = alias(mbr, 'actv_wrtr');

/**
 * One page, newest activity day first, with the writer's name facts, the owners' count, the owner
 * to name (the viewer when they are one) and the files' count, in one statement.
 */
export function findActvPage(db: TDbOrTx, where: SQL | undefined, offset: number, limit: number, viewerId: string) {
  return db
    .select({
      crrActvId: crrActv.crrActvId,
      actvSeCd: crrActv.actvSeCd,
      actvNm: crrActv.actvNm,
      actvYmd: crrActv.actvYmd,
      schlYr: crrActv.schlYr,
      schlNm: crrActv.schlNm,
      grd: crrActv.grd,
      actvPlc: crrActv.actvPlc,
      actvDgstfn: crrActv.actvDgstfn,
      dutyCr: crrActv.dutyCr,
      registeredAt: crrActv.registeredAt,
      wrtrId: crrActv.wrtrId,
      wrtrNm: writer.userNm,
      wrtrTypeCd: writer.userTypeCd,
      wrtrMbrTypeAuthrt: writer.mbrTypeAuthrt,
      wrtrSchlCd: writer.schlCd,
      stdntCnt: sql<number>`(select count(*) from ${crrActvStdnt} where ${crrActvStdnt.crrActvId} = ${crrActv.crrActvId})`.mapWith(Number),
      firstStdntId: sql<
        string | null
      >`(select ${crrActvStdnt.userId} from ${crrActvStdnt} where ${crrActvStdnt.crrActvId} = ${crrActv.crrActvId} order by (${crrActvStdnt.userId} = ${viewerId}) desc, ${crrActvStdnt.userId} limit 1)`,
      fileCnt:
        sql<number>`(select count(*) from ${atchFile} where ${atchFile.seqType} = 'crrActv' and ${atchFile.seqId} = ${crrActv.crrActvId}::text and ${atchFile.sttsCd} = 'ACTIVE')`.mapWith(
          Number,
        ),
    })
    .from(crrActv)
    .innerJoin(writer, eq(writer.userId, crrActv.wrtrId))
    .where(where)
    .orderBy(desc(crrActv.actvYmd), desc(crrActv.crrActvId))
    .offset(offset)
    .limit(limit);
}
export type TActvPageRow = Awaited<ReturnType<typeof findActvPage>>[number];

/** The name facts of some members (the page's owners to name). */
export async function findNameFacts(db: TDbOrTx, userIds: string[]) {
  if (!userIds.length) return [];
  return db
    .select({ userId: mbr.userId, userNm: mbr.userNm, ...writerFactColumns })
    .from(mbr)
    .where(sql`${mbr.userId} in ${userIds}`);
}

/** A class's activities for its export: one row per approved student and activity of the class's school year. */
export function classExportWhere(clsId: number, f: { actvSeCd?: TActvSeCd; bgngYmd?: string; endYmd?: string }): SQL | undefined {
  return and(
    eq(clsStdnt.clsId, clsId),
    eq(clsStdnt.sttsCd, 'APRV'),
    eq(crrActv.schlYr, clsStdnt.schlYr),
    f.actvSeCd ? eq(crrActv.actvSeCd, f.actvSeCd) : undefined,
    f.bgngYmd ? gte(crrActv.actvYmd, f.bgngYmd) : undefined,
    f.endYmd ? lte(crrActv.actvYmd, f.endYmd) : undefined,
  );
}

const classExportFrom = (db: TDbOrTx) =>
  db
    .select()
    .from(clsStdnt)
    .innerJoin(crrActvStdnt, eq(crrActvStdnt.userId, clsStdnt.userId))
    .innerJoin(crrActv, eq(crrActv.crrActvId, crrActvStdnt.crrActvId))
    .innerJoin(mbr, eq(mbr.userId, clsStdnt.userId))
    .innerJoin(cls, eq(cls.clsId, clsStdnt.clsId));

export async function countClassExport(db: TDbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(clsStdnt)
    .innerJoin(crrActvStdnt, eq(crrActvStdnt.userId, clsStdnt.userId))
    .innerJoin(crrActv, eq(crrActv.crrActvId, crrActvStdnt.crrActvId))
    .where(where);
  return row?.n ?? 0;
}

export async function findClassExportRows(db: TDbOrTx, where: SQL | undefined, limit: number) {
  const rows = await classExportFrom(db)
    .where(where)
    .orderBy(asc(clsStdnt.stdntNo), asc(mbr.userNm), asc(crrActv.actvYmd), asc(crrActv.crrActvId))
    .limit(limit);
  return rows.map((r) => ({ ...r.crr_actv, stdntNo: r.cls_stdnt.stdntNo, userId: r.mbr.userId, userNm: r.mbr.userNm, grd: r.cls.grd, clsNo: r.cls.clsNo }));
}
export type TClassExportRow = Awaited<ReturnType<typeof findClassExportRows>>[number];
