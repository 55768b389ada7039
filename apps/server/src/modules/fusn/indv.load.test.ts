import { FUSN_INDV_MESSAGES as M } from '@portal/contract';
import { expect, test } from 'vitest';
import type { TActor } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { LOAD_TEST_DATABASE } from '../../test/database.js';
import { useTestApp } from '../../test/test-app.js';
import { mbr } from '../member/member.table.js';
import { applyIndv } from './indv.service.js';
import { aplysOf, indvProgram, indvSesn, sesnRow } from './indv.test-helper.js';

const ctx = useTestApp({}, LOAD_TEST_DATABASE);

/** SECURITY 18 / issue 19 "Performance and correctness under load": 1,000 students at once for 30 seats. */
test('1,000 concurrent applications for 30 seats confirm exactly 30; everyone else hears the Korean full message', { timeout: 120_000 }, async () => {
  const db = ctx.app.db;
  const { prgrmId } = await indvProgram(db, { pointYn: 'N' });
  const sesnId = await indvSesn(db, prgrmId, { cpcty: 30 });
  const stamp = `${process.pid % 1000}`;
  const userIds = Array.from({ length: 1000 }, (_, i) => `load${stamp}x${i}`);
  await db
    .insert(mbr)
    .values(
      userIds.map((userId, i) => ({ userId, userNm: `부하${i}`, userTypeCd: 'S' as const, mbrTypeAuthrt: 'ST01', schlTypeCd: 'MD01', brdt: '2012-05-05' })),
    );
  const actor = (userId: string): TActor => ({ userId, userTypeCd: 'S', mbrTypeAuthrt: 'ST01', ip: '127.0.0.1', menuPath: null });

  const results = await Promise.allSettled(userIds.map((userId) => applyIndv(db, actor(userId), sesnId)));
  const ok = results.filter((r) => r.status === 'fulfilled');
  const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
  expect(ok).toHaveLength(30);
  expect(refused).toHaveLength(970);
  for (const error of refused) {
    expect(error).toBeInstanceOf(AppError);
    expect([(error as AppError).status, (error as AppError).message]).toEqual([409, M.full]);
  }
  expect((await sesnRow(db, sesnId)).rsvdCnt).toBe(30);
  const rows = await aplysOf(db, sesnId);
  expect(rows).toHaveLength(30);
  expect(rows.every((r) => r.sttsCd === 'APLY')).toBe(true);

  // a double submit of one student (both at once) is one application
  const twice = await Promise.allSettled([applyIndv(db, actor(userIds[999]!), sesnId), applyIndv(db, actor(userIds[999]!), sesnId)]);
  expect(twice.every((r) => r.status === 'rejected')).toBe(true);
  const other = await indvSesn(db, prgrmId, { cpcty: 5 });
  const pair = await Promise.allSettled([applyIndv(db, actor(userIds[0]!), other), applyIndv(db, actor(userIds[0]!), other)]);
  expect(pair.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  const dup = pair.find((r) => r.status === 'rejected') as PromiseRejectedResult;
  expect((dup.reason as AppError).message).toBe(M.duplicate);
  expect(await aplysOf(db, other)).toHaveLength(1);
  expect((await sesnRow(db, other)).rsvdCnt).toBe(1);
});
