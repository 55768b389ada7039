import { like, sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { siteSetting } from '../modules/site/site.table.js';
import type { TSeeder } from './seeder.js';
import { useTestDatabase } from '../test/database.js';
import { TEST_SECRET } from '../test/secret.js';
import { recordingLog } from '../test/test-log.js';
import type { TDb } from './client.js';
import { seedDatabase } from './seed.js';

const database = useTestDatabase();

const keysLike = async (db: TDb, pattern: string) =>
  (await db.select({ key: siteSetting.settingKey }).from(siteSetting).where(like(siteSetting.settingKey, pattern))).map((r) => r.key).sort();

test('every base runs, then every demo, in the listed order; demo only when asked', async () => {
  const ran: string[] = [];
  const seeder = (name: string): TSeeder => ({
    name,
    base: async () => void ran.push(`${name}.base`),
    demo: async () => void ran.push(`${name}.demo`),
  });
  const { log, records } = recordingLog();
  await seedDatabase(database.db, { secret: TEST_SECRET, demo: true, seeders: [seeder('a'), { name: 'b', demo: seeder('b').demo }, seeder('c')], log });
  expect(ran).toEqual(['a.base', 'c.base', 'a.demo', 'b.demo', 'c.demo']);
  expect(records.find((r) => r.level === 'info')?.obj).toMatchObject({ steps: ran, demo: true });

  ran.length = 0;
  await seedDatabase(database.db, { secret: TEST_SECRET, demo: false, seeders: [seeder('a'), seeder('b')] });
  expect(ran).toEqual(['a.base', 'b.base']);
});

test('the seeders share one transaction: a failing seeder leaves nothing written', async () => {
  const writes: TSeeder = {
    name: 'writes',
    base: async (tx) => void (await tx.insert(siteSetting).values({ settingKey: 'seed-test-rollback', settingValue: 'x' })),
  };
  const fails: TSeeder = {
    name: 'fails',
    demo: async () => {
      throw new Error('seeder failed');
    },
  };
  await expect(seedDatabase(database.db, { secret: TEST_SECRET, demo: true, seeders: [writes, fails] })).rejects.toThrow('seeder failed');
  expect(await keysLike(database.db, 'seed-test-rollback')).toEqual([]);
});

test('processes seeding at once take turns', async () => {
  // Reads, then writes what it read: two unserialised runs would both write seed-test-turn-0.
  const next: TSeeder = {
    name: 'next',
    base: async (tx) => {
      const taken = await tx.select().from(siteSetting).where(like(siteSetting.settingKey, 'seed-test-turn-%'));
      await tx.execute(sql`select pg_sleep(0.05)`);
      await tx.insert(siteSetting).values({ settingKey: `seed-test-turn-${taken.length}`, settingValue: 'x' });
    },
  };
  await Promise.all([1, 2, 3].map(() => seedDatabase(database.db, { secret: TEST_SECRET, demo: false, seeders: [next] })));
  expect(await keysLike(database.db, 'seed-test-turn-%')).toEqual(['seed-test-turn-0', 'seed-test-turn-1', 'seed-test-turn-2']);
});

test("the modules' seeders are idempotent: a second run, demo included, changes no row", async () => {
  const snapshot = async () => {
    const { rows: tables } = await database.pool.query<{ name: string }>(
      "select quote_ident(table_name) as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
    );
    const rows: Record<string, unknown[]> = {};
    for (const { name } of tables) rows[name] = (await database.pool.query(`select * from ${name} order by 1`)).rows;
    return rows;
  };
  await seedDatabase(database.db, { demo: true, secret: TEST_SECRET });
  const first = await snapshot();
  expect(Object.values(first).some((rows) => rows.length > 0)).toBe(true);
  await seedDatabase(database.db, { demo: true, secret: TEST_SECRET });
  expect(await snapshot()).toEqual(first);
});
