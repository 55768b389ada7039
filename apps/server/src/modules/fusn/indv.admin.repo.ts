import type { TFusnIndvAplyListQuery, TFusnIndvSesnListQuery } from '@portal/contract';
import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.js';
import { mbr } from '../member/member.table.js';
import { fusnAply, fusnAtndc, fusnPrgrm, fusnSesn } from './fusn.table.js';

export function indvSesnWhere(q: Omit<TFusnIndvSesnListQuery, 'currentPage' | 'maxResults'>): SQL | undefined {
  return and(
    eq(fusnPrgrm.prgrmSeCd, 'INDV'),
    q.prgrmId ? eq(fusnSesn.prgrmId, q.prgrmId) : undefined,
    q.bgngYmd ? gte(fusnSesn.sesnYmd, q.bgngYmd) : undefined,
    q.endYmd ? lte(fusnSesn.sesnYmd, q.endYmd) : undefined,
    q.slctSeCd ? eq(fusnPrgrm.slctSeCd, q.slctSeCd) : undefined,
  );
}

export async function countIndvSesns(db: TDbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(fusnSesn).innerJoin(fusnPrgrm, eq(fusnPrgrm.prgrmId, fusnSesn.prgrmId)).where(where);
  return row?.n ?? 0;
}

const cnt = (stts: string) => sql<number>`(count(*) filter (where ${fusnAply.sttsCd} = ${stts}))::int`;

/** INDV sessions with their applications counted by state: the newest day first. */
export const findIndvSesnPage = (db: TDbOrTx, where: SQL | undefined, offset: number, limit: number) =>
  db
    .select({
      sesnId: fusnSesn.sesnId,
      prgrmId: fusnSesn.prgrmId,
      prgrmNm: fusnPrgrm.prgrmNm,
      prgrmSttsCd: fusnPrgrm.sttsCd,
      slctSeCd: fusnPrgrm.slctSeCd,
      sesnYmd: fusnSesn.sesnYmd,
      bgngTm: fusnSesn.bgngTm,
      endTm: fusnSesn.endTm,
      ddlnDt: fusnSesn.ddlnDt,
      endDt: fusnSesn.endDt,
      sesnSttsCd: fusnSesn.sttsCd,
      cpcty: fusnSesn.cpcty,
      rsvdCnt: fusnSesn.rsvdCnt,
      drawnAt: fusnSesn.drawnAt,
      pendCnt: cnt('PEND'),
      aplyCnt: cnt('APLY'),
      waitCnt: cnt('WAIT'),
      offrCnt: cnt('OFFR'),
      cnclCnt: cnt('CNCL'),
    })
    .from(fusnSesn)
    .innerJoin(fusnPrgrm, eq(fusnPrgrm.prgrmId, fusnSesn.prgrmId))
    .leftJoin(fusnAply, eq(fusnAply.sesnId, fusnSesn.sesnId))
    .where(where)
    .groupBy(fusnSesn.sesnId, fusnPrgrm.prgrmId)
    .orderBy(desc(fusnSesn.sesnYmd), asc(fusnSesn.bgngTm), desc(fusnSesn.sesnId))
    .offset(offset)
    .limit(limit);
export type TIndvSesnRow = Awaited<ReturnType<typeof findIndvSesnPage>>[number];

/** A session's applicants with full names (administrators), in the order of the lottery's entry numbers, then of application. */
export const findApplicants = (db: TDbOrTx, sesnId: number, q: TFusnIndvAplyListQuery, limit = 10_000) =>
  db
    .select({
      aplyId: fusnAply.aplyId,
      userId: fusnAply.userId,
      userNm: mbr.userNm,
      schlNm: mbr.schlNm,
      grd: mbr.grd,
      clsNm: mbr.clsNm,
      sttsCd: fusnAply.sttsCd,
      entryNo: fusnAply.entryNo,
      waitNo: fusnAply.waitNo,
      offerExpDt: fusnAply.offerExpDt,
      atndcCd: fusnAtndc.atndcCd,
      registeredAt: fusnAply.registeredAt,
      cnclAt: fusnAply.cnclAt,
    })
    .from(fusnAply)
    .innerJoin(mbr, eq(mbr.userId, fusnAply.userId))
    .leftJoin(fusnAtndc, eq(fusnAtndc.aplyId, fusnAply.aplyId))
    .where(and(eq(fusnAply.sesnId, sesnId), q.sttsCd ? eq(fusnAply.sttsCd, q.sttsCd) : undefined))
    .orderBy(sql`${fusnAply.entryNo} asc nulls last`, asc(fusnAply.aplyId))
    .limit(limit);
export type TApplicantRow = Awaited<ReturnType<typeof findApplicants>>[number];

export async function countApplicants(db: TDbOrTx, sesnId: number, q: TFusnIndvAplyListQuery): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(fusnAply)
    .where(and(eq(fusnAply.sesnId, sesnId), q.sttsCd ? eq(fusnAply.sttsCd, q.sttsCd) : undefined));
  return row?.n ?? 0;
}
