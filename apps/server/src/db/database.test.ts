import { expect, test } from 'vitest';
import type { TSeeder } from './seeder.js';
import { createTestDatabase } from '../test/database.js';
import { recordingLog } from '../test/test-log.js';
import { assertServerVersion } from './client.js';
import { openDatabase } from './database.js';

test('openDatabase with a DATABASE_URL migrates and seeds it (demo per flag) and close() ends only the pool', async () => {
  const target = await createTestDatabase({ empty: true });
  const ran: string[] = [];
  const seeders: TSeeder[] = [{ name: 'x', base: async () => void ran.push('base'), demo: async () => void ran.push('demo') }];
  try {
    const { log } = recordingLog();
    const database = await openDatabase({ databaseUrl: target.url, dataDir: '/nonexistent', seedDemo: false, secret: 'x'.repeat(32), log, seeders });
    expect(database.embedded).toBe(false);
    expect(ran).toEqual(['base']);
    expect((await database.pool.query("select to_regclass('public.site_setting')::text as t")).rows[0]).toEqual({ t: 'site_setting' });
    await database.close();
    await database.close();
    expect(database.pool.ended).toBe(true);
    expect((await target.pool.query('select 1 as one')).rows[0]).toEqual({ one: 1 });

    const withDemo = await openDatabase({ databaseUrl: target.url, dataDir: '/nonexistent', seedDemo: true, secret: 'x'.repeat(32), log, seeders });
    await withDemo.close();
    expect(ran).toEqual(['base', 'base', 'demo']);
  } finally {
    await target.close();
  }
});

test('a server older than PostgreSQL 15 is refused with a clear message', async () => {
  const pg14 = { query: async () => ({ rows: [{ server_version_num: '140011', server_version: '14.11' }] }) };
  await expect(assertServerVersion(pg14 as never)).rejects.toThrow('PostgreSQL 14.11 은(는) 지원하지 않습니다. 15 이상이 필요합니다.');
  const pg15 = { query: async () => ({ rows: [{ server_version_num: '150020', server_version: '15.20' }] }) };
  await expect(assertServerVersion(pg15 as never)).resolves.toBeUndefined();
});
