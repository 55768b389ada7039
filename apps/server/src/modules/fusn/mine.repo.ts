import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.js';
import { srvyRspns } from '../srvy/index.js';
import { fusnAply, fusnAplyUnit, fusnAtndc, fusnCert, fusnPrgrm, fusnSesn } from './fusn.table.js';
import { sesnTimeColumns } from './sesn.columns.js';

/** The names of a program's halls, in name order (one subquery per row, over the small hall table). */
export const hallNmsOf = (prgrmId: typeof fusnPrgrm.prgrmId) =>
  sql<
    string[]
  >`coalesce((select array_agg(h.bmnexhl_nm order by h.bmnexhl_nm) from fusn_prgrm_hall ph join bmnexhl h on h.bmnexhl_id = ph.bmnexhl_id where ph.prgrm_id = ${prgrmId}), '{}')`;

/** All of a student's applications (GRP and INDV) with their session, program, unit, attendance and certificate: one query. */
export const findMyAplys = (db: TDbOrTx, userId: string) =>
  db
    .select({
      aplyId: fusnAply.aplyId,
      sttsCd: fusnAply.sttsCd,
      schlRsvtId: fusnAply.schlRsvtId,
      aplyUnitCd: fusnAply.aplyUnitCd,
      entryNo: fusnAply.entryNo,
      waitNo: fusnAply.waitNo,
      offerExpDt: fusnAply.offerExpDt,
      registeredAt: fusnAply.registeredAt,
      unitNm: fusnAplyUnit.unitNm,
      sesnId: fusnSesn.sesnId,
      ...sesnTimeColumns,
      sesnSttsCd: fusnSesn.sttsCd,
      drawnAt: fusnSesn.drawnAt,
      prgrmId: fusnPrgrm.prgrmId,
      prgrmNm: fusnPrgrm.prgrmNm,
      prgrmSeCd: fusnPrgrm.prgrmSeCd,
      slctSeCd: fusnPrgrm.slctSeCd,
      bfrSrvyId: fusnPrgrm.bfrSrvyId,
      dgstfnSrvyId: fusnPrgrm.dgstfnSrvyId,
      hallNms: hallNmsOf(fusnPrgrm.prgrmId),
      atndcCd: fusnAtndc.atndcCd,
      certNo: fusnCert.certNo,
    })
    .from(fusnAply)
    .innerJoin(fusnSesn, eq(fusnSesn.sesnId, fusnAply.sesnId))
    .innerJoin(fusnPrgrm, eq(fusnPrgrm.prgrmId, fusnSesn.prgrmId))
    .leftJoin(fusnAplyUnit, and(eq(fusnAplyUnit.schlRsvtId, fusnAply.schlRsvtId), eq(fusnAplyUnit.aplyUnitCd, fusnAply.aplyUnitCd)))
    .leftJoin(fusnAtndc, eq(fusnAtndc.aplyId, fusnAply.aplyId))
    .leftJoin(fusnCert, eq(fusnCert.aplyId, fusnAply.aplyId))
    .where(eq(fusnAply.userId, userId))
    .orderBy(desc(fusnSesn.bgngDt), desc(fusnAply.aplyId))
    .limit(500);
export type TMyAplyRow = Awaited<ReturnType<typeof findMyAplys>>[number];

/** The surveys a member submitted among the given ones, as `srvyId|ctxKey`. */
export async function submittedSurveys(db: TDbOrTx, userId: string, srvyIds: readonly number[]): Promise<Set<string>> {
  if (srvyIds.length === 0) return new Set();
  const rows = await db
    .select({ srvyId: srvyRspns.srvyId, ctxKey: srvyRspns.ctxKey })
    .from(srvyRspns)
    .where(and(eq(srvyRspns.userId, userId), inArray(srvyRspns.srvyId, [...srvyIds]), eq(srvyRspns.sttsCd, 'SUBMIT')));
  return new Set(rows.map((r) => `${r.srvyId}|${r.ctxKey}`));
}

/** One of the member's own applications for its calendar file. */
export async function findOwnAply(db: TDbOrTx, aplyId: number, userId: string) {
  const [row] = await db
    .select({
      aplyId: fusnAply.aplyId,
      sttsCd: fusnAply.sttsCd,
      prgrmNm: fusnPrgrm.prgrmNm,
      bgngDt: fusnSesn.bgngDt,
      endDt: fusnSesn.endDt,
      hallNms: hallNmsOf(fusnPrgrm.prgrmId),
    })
    .from(fusnAply)
    .innerJoin(fusnSesn, eq(fusnSesn.sesnId, fusnAply.sesnId))
    .innerJoin(fusnPrgrm, eq(fusnPrgrm.prgrmId, fusnSesn.prgrmId))
    .where(and(eq(fusnAply.aplyId, aplyId), eq(fusnAply.userId, userId)));
  return row;
}
