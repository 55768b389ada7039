import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, inject } from 'vitest';
import { createDb, type TDbHandle } from '../db/client.js';
import { quoteIdent, withAdminClient, withDatabase } from './admin.js';
import { testLog } from './test-log.js';

export type TTestDatabase = TDbHandle & { url: string; name: string };

export type TTestDatabaseOptions = {
  /** an empty database (no tables, no migrations) instead of a clone of the migrated template */
  empty?: boolean;
  /** the pool's size and connection wait, for tests of overload */
  pool?: { max: number; connectionTimeoutMs: number };
};

/**
 * The pool of a test that sends 1,000 callers at once through 4 connections: it checks what the
 * callers are told (seats, duplicates), so a caller waits for a connection as long as the machine
 * needs. On a busy 2-core machine the default 10 s wait ran out and callers got the pool's timeout.
 */
export const LOAD_TEST_DATABASE: TTestDatabaseOptions = { pool: { max: 4, connectionTimeoutMs: 100_000 } };

/**
 * A database of its own for one test file (ARCHITECTURE convention 9): a clone of this run's
 * migrated, base-seeded template. close() drops it.
 */
export async function createTestDatabase({ empty = false, pool = { max: 4, connectionTimeoutMs: 10_000 } }: TTestDatabaseOptions = {}): Promise<TTestDatabase> {
  const adminUrl = inject('testDatabaseAdminUrl');
  const name = `t_${inject('testDatabaseRunId')}_${randomBytes(4).toString('hex')}`;
  const template = empty ? 'template0' : inject('testDatabaseTemplate');
  await withAdminClient(adminUrl, (client) => client.query(`create database ${quoteIdent(name)} template ${quoteIdent(template)}`));
  const url = withDatabase(adminUrl, name);
  const handle = createDb(url, { ...pool, log: testLog });
  let closing: Promise<void> | undefined;
  const close = async () => {
    await handle.close();
    await withAdminClient(adminUrl, (client) => client.query(`drop database if exists ${quoteIdent(name)} with (force)`));
  };
  return { db: handle.db, pool: handle.pool, url, name, close: () => (closing ??= close()) };
}

/** createTestDatabase() in beforeAll and close() in afterAll; the fields are there from beforeAll on. */
export function useTestDatabase(options: TTestDatabaseOptions = {}): TTestDatabase {
  let current: TTestDatabase | undefined;
  beforeAll(async () => {
    current = await createTestDatabase(options);
  });
  afterAll(async () => {
    await current?.close();
  });
  const get = (): TTestDatabase => {
    if (!current) throw new Error('useTestDatabase(): use the database inside tests or hooks, not at file level');
    return current;
  };
  return {
    get db() {
      return get().db;
    },
    get pool() {
      return get().pool;
    },
    get url() {
      return get().url;
    },
    get name() {
      return get().name;
    },
    close: () => get().close(),
  };
}
