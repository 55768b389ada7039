import type { TSrvyPointTypeCd } from '@portal/contract';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { srvy } from './srvy.table.js';

/**
 * Surveys another module opens for its own context ('CTX', issue 19): a fusion program's before-survey
 * and satisfaction survey are copies of the seeded templates (tmpltYn 'Y', pointTypeCd BSRV / ASRV),
 * open at once for the period given.
 */

export type TCtxSrvyBrief = { srvyId: number; srvyTtl: string; tmpltYn: 'Y' | 'N'; pointTypeCd: string | null; sttsCd: string; trgtSeCd: string };

const briefColumns = {
  srvyId: srvy.srvyId,
  srvyTtl: srvy.srvyTtl,
  tmpltYn: srvy.tmpltYn,
  pointTypeCd: srvy.pointTypeCd,
  sttsCd: srvy.sttsCd,
  trgtSeCd: srvy.trgtSeCd,
};

/**
 * Opens a CTX survey copied from a template: the one named (`tmpltId`, which must be a CTX template),
 * or the first template of the point type. Answers the new survey's id, or null when there is no
 * such template (the program then has no survey).
 */
export async function openCtxSurveyFromTemplate(
  tx: TTx,
  actor: { userId: string },
  o: { pointTypeCd: Extract<TSrvyPointTypeCd, 'BSRV' | 'ASRV'>; srvyTtl: string; bgngDt: Date; endDt: Date; tmpltId?: number },
): Promise<number | null> {
  const [template] = await tx
    .select()
    .from(srvy)
    .where(and(eq(srvy.tmpltYn, 'Y'), eq(srvy.trgtSeCd, 'CTX'), o.tmpltId === undefined ? eq(srvy.pointTypeCd, o.pointTypeCd) : eq(srvy.srvyId, o.tmpltId)))
    .orderBy(asc(srvy.srvyId))
    .limit(1);
  if (!template) return null;
  const [row] = await tx
    .insert(srvy)
    .values({
      srvyTtl: o.srvyTtl.slice(0, 200),
      srvyExpln: template.srvyExpln,
      bgngDt: o.bgngDt,
      endDt: o.endDt,
      trgtSeCd: 'CTX',
      anonYn: template.anonYn,
      rptYn: 'N',
      pointTypeCd: template.pointTypeCd ?? o.pointTypeCd,
      def: template.def,
      sttsCd: 'OPEN',
      tmpltYn: 'N',
      registeredBy: actor.userId,
      updatedBy: actor.userId,
    })
    .returning({ srvyId: srvy.srvyId });
  return row!.srvyId;
}

/** The surveys a context may use: the CTX templates and the open CTX surveys, templates first. */
export function findCtxSurveyOptions(db: TDbOrTx) {
  return db
    .select({ ...briefColumns, bgngDt: srvy.bgngDt, endDt: srvy.endDt })
    .from(srvy)
    .where(and(eq(srvy.trgtSeCd, 'CTX'), or(eq(srvy.tmpltYn, 'Y'), and(eq(srvy.sttsCd, 'OPEN'), sql`${srvy.endDt} >= now()`))))
    .orderBy(sql`${srvy.tmpltYn} desc`, asc(srvy.srvyId))
    .limit(500);
}

/** The titles and kinds of some surveys (missing ids are left out). */
export async function ctxSurveyBriefsOf(db: TDbOrTx, srvyIds: number[]): Promise<Map<number, TCtxSrvyBrief>> {
  if (srvyIds.length === 0) return new Map();
  const rows = await db.select(briefColumns).from(srvy).where(inArray(srvy.srvyId, srvyIds));
  return new Map(rows.map((r) => [r.srvyId, r as TCtxSrvyBrief]));
}
