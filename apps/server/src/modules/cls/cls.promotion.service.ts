import { CLS_MESSAGES as M, maxGrdOf, type TPromote, type TPromoteResult, type TPromotion, toYn } from '@portal/contract';
import type { TDb, TDbOrTx } from '../../db/client.js';
import { AppError } from '../../plugins/app-error.js';
import type { TActor } from '../../plugins/access.js';
import { classesOfYear, findSchool, insertClass, insertPromoted, promotionRows, setMemberClass } from './cls.repo.js';
import { assertCrrTchr, currentSchlYr } from './cls.rules.js';

const classKey = (grd: number, clsNo: number) => `${grd}-${clsNo}`;

/**
 * issue 18 promotion: a new school year moves nothing by itself. The approved students of fromYr go to
 * grade + 1 with the same class number in fromYr + 1; the last grade of the school type graduates (no
 * class). A student who already has a class of the next year keeps it (doneYn Y).
 */
async function proposal(db: TDbOrTx, schlCd: string, fromYr: number): Promise<TPromotion> {
  const grdMax = maxGrdOf((await findSchool(db, schlCd))?.schlTypeCd);
  const rows = await promotionRows(db, schlCd, fromYr);
  const existing = new Set((await classesOfYear(db, schlCd, fromYr + 1)).map((c) => classKey(c.grd, c.clsNo)));
  const moves = rows.map((r) => {
    const graduates = r.grd >= grdMax;
    return {
      userId: r.userId,
      userNm: r.userNm,
      fromGrd: r.grd,
      fromClsNo: r.clsNo,
      stdntNo: r.stdntNo,
      toGrd: graduates ? null : r.grd + 1,
      toClsNo: graduates ? null : r.clsNo,
      doneYn: toYn(r.nextClsId !== null),
    };
  });
  const needed = new Map<string, { grd: number; clsNo: number }>();
  for (const m of moves) {
    if (m.doneYn === 'Y' || m.toGrd === null || m.toClsNo === null) continue;
    const key = classKey(m.toGrd, m.toClsNo);
    if (!existing.has(key)) needed.set(key, { grd: m.toGrd, clsNo: m.toClsNo });
  }
  return { fromYr, toYr: fromYr + 1, moves, newClasses: [...needed.values()] };
}

/** GET /icec/api/clsInfo/promotion (career teacher): the proposed moves from schlYr (default: this year). */
export async function viewPromotion(db: TDb, actor: TActor, fromYr = currentSchlYr()): Promise<TPromotion> {
  const teacher = await assertCrrTchr(db, actor);
  return proposal(db, teacher.schlCd, fromYr);
}

/**
 * POST /icec/api/clsInfo/promotion (career teacher): confirms the proposal in one transaction: the
 * missing classes, then APRV rows with the same numbers; running it twice changes nothing.
 */
export async function promote(db: TDb, actor: TActor, input: TPromote): Promise<TPromoteResult> {
  const teacher = await assertCrrTchr(db, actor);
  return db.transaction(async (tx) => {
    const plan = await proposal(tx, teacher.schlCd, input.fromYr);
    const todo = plan.moves.filter((m) => m.doneYn === 'N');
    if (plan.moves.length === 0) throw AppError.conflict('CLS_PROMOTION_NONE', M.promotionNone);
    let createdClasses = 0;
    for (const c of plan.newClasses) {
      if (await insertClass(tx, { schlCd: teacher.schlCd, schlYr: plan.toYr, grd: c.grd, clsNo: c.clsNo, registeredBy: actor.userId, updatedBy: actor.userId }))
        createdClasses += 1;
    }
    const classes = new Map((await classesOfYear(tx, teacher.schlCd, plan.toYr)).map((c) => [classKey(c.grd, c.clsNo), c.clsId]));
    const moving = todo.filter((m) => m.toGrd !== null && m.toClsNo !== null);
    const rows = moving.map((m) => ({ clsId: classes.get(classKey(m.toGrd!, m.toClsNo!))!, userId: m.userId, schlYr: plan.toYr, stdntNo: m.stdntNo }));
    const movedStudents = await insertPromoted(tx, rows, actor.userId);
    if (plan.toYr >= currentSchlYr()) {
      const byClass = new Map<string, typeof moving>();
      for (const m of moving) byClass.set(classKey(m.toGrd!, m.toClsNo!), [...(byClass.get(classKey(m.toGrd!, m.toClsNo!)) ?? []), m]);
      for (const group of byClass.values())
        await setMemberClass(
          tx,
          group.map((m) => m.userId),
          group[0]!.toGrd!,
          group[0]!.toClsNo!,
          actor.userId,
        );
    }
    return { createdClasses, movedStudents, graduated: todo.length - moving.length };
  });
}
