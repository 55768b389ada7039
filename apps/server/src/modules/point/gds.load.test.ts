import { randomUUID } from 'node:crypto';
import { POINT_MESSAGES } from '@portal/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { callAs, memberAgent } from '../../test/board.test-helper.js';
import { useTestApp } from '../../test/test-app.js';
import { balanceAndSum, createGood, givePoints, stockOf } from './gds.test-helper.js';
import { pointBalance, pointBsdGdsOrder, pointLedger } from './point.table.js';

const ctx = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });

/**
 * Issue 15, performance and correctness under load: 500 parallel exchanges of a good with stock
 * 30 by 50 students (10 each, all with enough points, a high limit) sell exactly 30 on the real
 * database; no balance goes below zero and each balance equals its ledger's sum. Every exchange is
 * sent twice with its request key (a double click): both answers are the same, one order. The pool
 * is small (4): the requests queue, which is what production does under a rush.
 */
test('500 parallel purchases of a good with stock 30 sell exactly 30', { timeout: 120_000 }, async () => {
  const db = ctx.database.db;
  const gdsId = await createGood(db, { gdsNm: '한정 상품', gdsPoints: 10, stockCnt: 30, buyLimitCnt: 100 });
  const students = await Promise.all(Array.from({ length: 50 }, () => memberAgent(ctx.app, 'S')));
  for (const s of students) await givePoints(db, s.userId, 1000);
  // one student too poor to buy, in the same rush
  const poor = await memberAgent(ctx.app, 'S');
  await givePoints(db, poor.userId, 5);

  // request i: student i % 50, round i / 50; rounds 2k and 2k + 1 share the student's k-th key
  const keys = students.map(() => Array.from({ length: 5 }, () => randomUUID()));
  const requests = Array.from({ length: 500 }, (_, i) => ({ s: students[i % 50]!, requestKey: keys[i % 50]![Math.floor(i / 100)]! }));
  const answers = await Promise.all([
    ...requests.map(({ s, requestKey }) => callAs(ctx.app, s.agent, 'POST', `/icec/api/pointBsdGds/${gdsId}/order`, { requestKey })),
    callAs(ctx.app, poor.agent, 'POST', `/icec/api/pointBsdGds/${gdsId}/order`, {}),
  ]);
  const codes = answers.map((r) => r.statusCode);
  expect(codes.filter((c) => c !== 200 && c !== 409)).toEqual([]);
  const sold = new Set(answers.filter((r) => r.statusCode === 200).map((r) => r.json().orderId as number));
  expect(sold.size).toBe(30);
  // the two requests of one key: the same answer (both the one order, or both refused)
  for (let i = 0; i < 500; i += 1) {
    const twin = i + 50 * (Math.floor(i / 50) % 2 === 0 ? 1 : -1);
    expect(codes[i]).toBe(codes[twin]);
    if (codes[i] === 200) expect(answers[i]!.json().orderId).toBe(answers[twin]!.json().orderId);
  }
  // the poor student is refused for the points (or, if the stock ran out first, for the stock)
  expect(answers.at(-1)!.statusCode).toBe(409);
  expect(await stockOf(db, gdsId)).toBe(0);

  const userIds = [...students.map((s) => s.userId), poor.userId];
  const [orders] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pointBsdGdsOrder)
    .where(eq(pointBsdGdsOrder.gdsId, gdsId));
  expect(orders!.n).toBe(30);
  const [gdsRows] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pointLedger)
    .where(and(inArray(pointLedger.userId, userIds), eq(pointLedger.pointTypeCd, 'GDS')));
  expect(gdsRows!.n).toBe(30);
  const [negative] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pointBalance)
    .where(and(inArray(pointBalance.userId, userIds), sql`${pointBalance.balance} < 0`));
  expect(negative!.n).toBe(0);
  let spent = 0;
  for (const userId of userIds) {
    const { balance, sum, gdsRows: bought } = await balanceAndSum(db, userId);
    expect(balance).toBe(sum);
    spent += bought * 10;
  }
  expect(spent).toBe(300);
  expect(await balanceAndSum(db, poor.userId)).toEqual({ balance: 5, sum: 5, gdsRows: 0 });
  if (answers.at(-1)!.json().code === 'POINT_SHORT') expect(answers.at(-1)!.json().message).toBe(POINT_MESSAGES.short);
});
