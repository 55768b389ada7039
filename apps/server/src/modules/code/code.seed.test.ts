import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { sessionFor } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { latestReflect } from './code.repo.js';
import { codeSeeder, declaredCodeGroups } from './code.seed.js';
import { comCd } from './code.table.js';
import { seeders } from '../seeds.js';

const ctx = useTestApp();
const runSeed = () => ctx.database.db.transaction((tx) => codeSeeder.base!(tx, { secret: 'x', seeders }));

test('a second run changes nothing, keeps edits and deletions, and restores a missing system code without publishing pending edits', async () => {
  const db = ctx.database.db;
  const first = await latestReflect(db);
  expect(first?.rflctBy).toBe('system');

  const admin = await sessionFor(ctx.app, 'admin');
  const headers = admin.headers;
  await ctx.app.inject({ method: 'PUT', url: '/api/manageCode/POINT_TYPE.LGN', headers, payload: { comCd: 'LGN', comCdNm: '로그인', cdExpln: '15' } });
  // as if an administrator deleted a non-system base code (demo data may use this one)
  await db.delete(comCd).where(eq(comCd.comCdId, 'INST_TYPE.CORP'));
  const before = await db.select().from(comCd).orderBy(comCd.comCdId);

  await runSeed();
  expect(await db.select().from(comCd).orderBy(comCd.comCdId)).toEqual(before);
  expect((await latestReflect(db))?.rflctVer).toBe(first?.rflctVer);

  // a system code missing (new in a release): inserted and reflected alone, the pending edit stays pending
  await db.delete(comCd).where(eq(comCd.comCdId, 'BOARD_TYPE.DATA'));
  await runSeed();
  const after = await latestReflect(db);
  expect(after!.rflctVer).toBeGreaterThan(first!.rflctVer);
  expect(after!.codes.some((c) => c.comCdId === 'BOARD_TYPE.DATA')).toBe(true);
  expect(after!.codes.find((c) => c.comCdId === 'POINT_TYPE.LGN')?.cdExpln).toBe('10');
  expect(after!.codes.some((c) => c.comCdId === 'INST_TYPE.CORP')).toBe(true);
  expect(await db.select().from(comCd).where(eq(comCd.comCdId, 'INST_TYPE.CORP'))).toEqual([]);
});

test('two modules declaring one group or one place on the code page stop the seeding', () => {
  const group = { comCdId: 'X', comCdNm: '가', cdExpln: '', sortSeq: 90, childSysYn: 'N' as const, children: [] };
  expect(declaredCodeGroups(seeders)).toHaveLength(18);
  expect(() =>
    declaredCodeGroups([
      { name: 'a', codeGroups: [group] },
      { name: 'b', codeGroups: [{ ...group, sortSeq: 91 }] },
    ]),
  ).toThrow('comCdId X is declared twice');
  expect(() => declaredCodeGroups([{ name: 'a', codeGroups: [group, { ...group, comCdId: 'Y' }] }])).toThrow('sortSeq 90 is declared twice');
});
