import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { ADVISORY_LOCK_NAMESPACE, MIGRATE_LOCK } from './advisory-locks.js';
import type { TDb, TDbLog } from './client.js';

/** apps/server/src/db (tests) and apps/server/dist/db (production) both sit two levels below apps/server. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

async function appliedCount(client: pg.PoolClient): Promise<number> {
  const { rows } = await client.query<{ table: string | null }>("select to_regclass('drizzle.__drizzle_migrations')::text as table");
  if (!rows[0]?.table) return 0;
  const counted = await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
  return counted.rows[0]?.n ?? 0;
}

/** Applies the committed SQL migrations in drizzle/ that the database has not seen yet. */
export async function migrateDatabase(db: TDb, { log }: { log?: TDbLog } = {}): Promise<void> {
  const client = await db.$client.connect();
  try {
    // A migration may rewrite a big table: the per-request statement limit does not apply here.
    await client.query('set statement_timeout = 0');
    await client.query('select pg_advisory_lock($1, $2)', [ADVISORY_LOCK_NAMESPACE, MIGRATE_LOCK]);
    const before = await appliedCount(client);
    const startedAt = Date.now();
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    const after = await appliedCount(client);
    log?.info({ applied: after - before, total: after, ms: Date.now() - startedAt }, '마이그레이션 완료 (migrations applied)');
  } finally {
    // The session holds the lock and the changed timeout: end it instead of returning it to the pool.
    client.release(true);
  }
}
