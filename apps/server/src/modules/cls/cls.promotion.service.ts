import { CLS_MESSAGES as M, maxGrdOf, type TPromote, type TPromoteResult, type TPromotion, toYn } from '@portal/contract';
import type { TDb, TDbOrTx } from '../../db/client.js';
import { AppError } from '../../plugins/app-error.js';
import type { TActor } from '../../plugins/access.js';
import { classesOfYear, findSchool, insertClass, insertPromoted, lockClassesOfYear, promotionRows, setMemberClass, takenNumbersIn } from './cls.repo.js';
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
 * missing classes, then APRV rows with the same numbers; running it twice changes nothing. The
 * school year's classes are locked first, so two promotions queue and the second finds everyone
 * placed; the next year's classes are locked before their numbers are read, so an approval, move
 * or bulk registration there waits. A number already given in the new class is not given twice:
 * the student comes without a number and is listed in numberClashes.
 */
export async function promote(db: TDb, actor: TActor, input: TPromote): Promise<TPromoteResult> {
  const teacher = await assertCrrTchr(db, actor);
  return db.transaction(async (tx) => {
    await lockClassesOfYear(tx, teacher.schlCd, input.fromYr);
    const plan = await proposal(tx, teacher.schlCd, input.fromYr);
    const todo = plan.moves.filter((m) => m.doneYn === 'N');
    if (plan.moves.length === 0) throw AppError.conflict('CLS_PROMOTION_NONE', M.promotionNone);
    let createdClasses = 0;
    for (const c of plan.newClasses) {
      if (await insertClass(tx, { schlCd: teacher.schlCd, schlYr: plan.toYr, grd: c.grd, clsNo: c.clsNo, registeredBy: actor.userId, updatedBy: actor.userId }))
        createdClasses += 1;
    }
    const targets = await lockClassesOfYear(tx, teacher.schlCd, plan.toYr);
    const classes = new Map(targets.map((c) => [classKey(c.grd, c.clsNo), c.clsId]));
    const taken = await takenNumbersIn(
      tx,
      targets.map((c) => c.clsId),
    );
    const moving = todo.flatMap((m) => (m.toGrd === null || m.toClsNo === null ? [] : [{ ...m, toGrd: m.toGrd, toClsNo: m.toClsNo }]));
    const clashes: TPromoteResult['numberClashes'] = [];
    const rows = moving.map((m) => {
      const clsId = classes.get(classKey(m.toGrd, m.toClsNo))!;
      const nos = taken.get(clsId)!;
      const clash = m.stdntNo !== null && nos.has(m.stdntNo);
      if (clash) clashes.push({ userId: m.userId, userNm: m.userNm, toGrd: m.toGrd, toClsNo: m.toClsNo, stdntNo: m.stdntNo! });
      else if (m.stdntNo !== null) nos.add(m.stdntNo);
      return { clsId, userId: m.userId, schlYr: plan.toYr, stdntNo: clash ? null : m.stdntNo };
    });
    // only the students placed now follow in mbr (one placed elsewhere meanwhile keeps that class)
    const placed = new Set(await insertPromoted(tx, rows, actor.userId));
    if (plan.toYr >= currentSchlYr()) {
      const byClass = new Map<string, { grd: number; clsNo: number; userIds: string[] }>();
      for (const m of moving.filter((x) => placed.has(x.userId))) {
        const key = classKey(m.toGrd, m.toClsNo);
        const group = byClass.get(key) ?? { grd: m.toGrd, clsNo: m.toClsNo, userIds: [] };
        group.userIds.push(m.userId);
        byClass.set(key, group);
      }
      for (const g of byClass.values()) await setMemberClass(tx, g.userIds, g.grd, g.clsNo, actor.userId);
    }
    return {
      createdClasses,
      movedStudents: placed.size,
      graduated: todo.length - moving.length,
      numberClashes: clashes.filter((c) => placed.has(c.userId)),
    };
  });
}
