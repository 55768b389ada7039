import { FUSN_RSVT_MESSAGES as M } from '@portal/contract';
import { and, eq, ne } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { addRsvt, addStudents, fusnWorld } from '../../test/fusn.test-helper.js';
import { LOAD_TEST_DATABASE } from '../../test/database.js';
import { useTestApp } from '../../test/test-app.js';
import type { TActor } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { fusnAply, fusnAplyUnit } from './fusn.table.js';
import { applyUnit } from './grp-aply.service.js';

/*
 * SECURITY 18 and 19 under load (issue 19 "Performance and correctness under load"): 1,000
 * students of one school applying at once to a 30-seat unit leave exactly 30 applications, every
 * other caller the Korean "full" answer and no 500; one student's double click makes one.
 */

const ctx = useTestApp({}, LOAD_TEST_DATABASE);
const actorOf = (userId: string): TActor => ({ userId, userTypeCd: 'S', mbrTypeAuthrt: 'ST01', ip: '127.0.0.1', menuPath: null });

/** What a caller gets: the answer's status and message, as the error handler would send them. */
const outcome = (p: Promise<unknown>) =>
  p.then(
    () => ({ status: 200, message: '' }),
    (error: unknown) => (error instanceof AppError ? { status: error.status, message: error.message } : { status: 500, message: String(error) }),
  );

test('1,000 concurrent applications for a 30-seat unit: exactly 30 taken, 970 told it is full, no 500', { timeout: 240_000 }, async () => {
  const w = await fusnWorld(ctx.app, { cpcty: 60 });
  const schlRsvtId = await addRsvt(ctx.app.db, {
    sesnId: w.sesn.sesnId,
    sesnYmd: w.sesn.sesnYmd,
    schlCd: w.schlCd,
    rsvtUserId: w.career.userId,
    units: [
      ['대기 모둠', 30],
      ['다른 모둠', 30],
    ],
  });
  const userIds = await addStudents(ctx.app.db, { clsId: w.clsId, schlCd: w.schlCd, schlYr: w.schlYr, count: 1000 });

  const answers = await Promise.all(userIds.map((userId) => outcome(applyUnit(ctx.app.db, actorOf(userId), schlRsvtId, '1'))));
  expect(answers.filter((a) => a.status === 500).map((a) => a.message)).toEqual([]);
  const byStatus = answers.reduce<Record<number, number>>((acc, a) => ({ ...acc, [a.status]: (acc[a.status] ?? 0) + 1 }), {});
  expect(byStatus).toEqual({ 200: 30, 409: 970 });
  expect(new Set(answers.filter((a) => a.status === 409).map((a) => a.message))).toEqual(new Set([M.unitFull]));

  const [unit] = await ctx.app.db
    .select()
    .from(fusnAplyUnit)
    .where(and(eq(fusnAplyUnit.schlRsvtId, schlRsvtId), eq(fusnAplyUnit.aplyUnitCd, '1')));
  expect(unit!.aplyCnt).toBe(30);
  const live = await ctx.app.db
    .select()
    .from(fusnAply)
    .where(and(eq(fusnAply.schlRsvtId, schlRsvtId), ne(fusnAply.sttsCd, 'CNCL')));
  expect(live).toHaveLength(30);
  expect(new Set(live.map((a) => a.userId)).size).toBe(30);
});

test('a double-clicked submit (the same student five times at once) makes one application', async () => {
  const w = await fusnWorld(ctx.app);
  const schlRsvtId = await addRsvt(ctx.app.db, {
    sesnId: w.sesn.sesnId,
    sesnYmd: w.sesn.sesnYmd,
    schlCd: w.schlCd,
    rsvtUserId: w.career.userId,
    units: [['A', 10]],
  });
  const answers = await Promise.all([1, 2, 3, 4, 5].map(() => outcome(applyUnit(ctx.app.db, actorOf(w.student.userId), schlRsvtId, '1'))));
  expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
  expect(answers.filter((a) => a.status === 409).map((a) => a.message)).toEqual(Array(4).fill(M.alreadyApplied));
  const [unit] = await ctx.app.db.select().from(fusnAplyUnit).where(eq(fusnAplyUnit.schlRsvtId, schlRsvtId));
  expect(unit!.aplyCnt).toBe(1);
});
