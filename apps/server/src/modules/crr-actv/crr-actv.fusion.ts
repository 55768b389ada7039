import { schlYrOf } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { TTx } from '../../db/client.js';
import { crrActv, crrActvStdnt } from './crr-actv.table.js';

/** What the fusion module knows of an attended session (issue 19 "On the day and after"). */
export type TFusionActv = {
  /** the idempotency key: `atndc:<aplyId>` */
  srcKey: string;
  userId: string;
  schlCd: string | null;
  schlNm: string;
  grd: number;
  actvYmd: string;
  actvNm: string;
  actvPrps: string;
  actvPlc: string;
  dutyCr: string;
  actvCn: string;
  actvOpnn: string;
  /** code ACTV_DGSTFN ('3' 보통 until the student answers the satisfaction survey) */
  actvDgstfn?: string;
  /** who caused it (the marking teacher or administrator, or the student scanning) */
  by: string;
};

/**
 * The student's FUSN career activity of an attended session, written once per srcKey: a second
 * call updates the same row (a re-marking), never a second activity. Answers the activity's id.
 */
export async function writeFusionActv(tx: TTx, a: TFusionActv): Promise<number> {
  const values = {
    actvSeCd: 'FUSN' as const,
    wrtrId: a.userId,
    schlCd: a.schlCd,
    schlNm: a.schlNm,
    grd: a.grd,
    actvYmd: a.actvYmd,
    schlYr: schlYrOf(a.actvYmd),
    actvNm: a.actvNm,
    actvPrps: a.actvPrps,
    actvPlc: a.actvPlc,
    actvDgstfn: a.actvDgstfn ?? '3',
    dutyCr: a.dutyCr,
    actvCn: a.actvCn,
    actvOpnn: a.actvOpnn,
    srcKey: a.srcKey,
  };
  const [row] = await tx
    .insert(crrActv)
    .values({ ...values, registeredBy: a.by, updatedBy: a.by })
    .onConflictDoUpdate({
      target: crrActv.srcKey,
      set: { actvNm: values.actvNm, actvPlc: values.actvPlc, actvYmd: values.actvYmd, schlYr: values.schlYr, updatedBy: a.by },
    })
    .returning({ crrActvId: crrActv.crrActvId });
  await tx.insert(crrActvStdnt).values({ crrActvId: row!.crrActvId, userId: a.userId }).onConflictDoNothing();
  return row!.crrActvId;
}

/** Removes the FUSN activity of a srcKey (attendance changed to absent); answers whether one was there. */
export async function removeFusionActv(tx: TTx, srcKey: string): Promise<boolean> {
  const gone = await tx.delete(crrActv).where(eq(crrActv.srcKey, srcKey)).returning({ crrActvId: crrActv.crrActvId });
  return gone.length > 0;
}
