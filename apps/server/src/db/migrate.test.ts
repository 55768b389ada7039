import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { createTestDatabase } from '../test/database.js';
import { createDb } from './client.js';
import { migrateDatabase, MIGRATIONS_FOLDER } from './migrate.js';

test('the migrations folder is apps/server/drizzle, from src/ as from dist/', async () => {
  expect(MIGRATIONS_FOLDER).toMatch(/apps\/server\/drizzle\/?$/);
  const journal = JSON.parse(await readFile(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  expect(journal.entries.length).toBeGreaterThan(0);
});

test('three processes migrating an empty database at once apply each migration once; a second run changes nothing', async () => {
  const target = await createTestDatabase({ empty: true });
  const processes = [createDb(target.url, { max: 1 }), createDb(target.url, { max: 1 }), createDb(target.url, { max: 1 })];
  try {
    await Promise.all(processes.map((p) => migrateDatabase(p.db)));
    const journal = JSON.parse(await readFile(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
    const applied = async () => (await target.pool.query('select hash, created_at from drizzle.__drizzle_migrations order by id')).rows;
    const first = await applied();
    expect(first).toHaveLength(journal.entries.length);
    expect((await target.pool.query("select to_regclass('public.menu')::text as t")).rows[0]).toEqual({ t: 'menu' });

    await migrateDatabase(target.db);
    expect(await applied()).toEqual(first);
  } finally {
    await Promise.all(processes.map((p) => p.close()));
    await target.close();
  }
});
