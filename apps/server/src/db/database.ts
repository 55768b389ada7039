import type { TSeeder } from './seeder.js';
import { assertServerVersion, createDb, type TDbHandle, type TDbLog } from './client.js';
import { startEmbeddedPostgres, type TEmbeddedPostgres } from './embedded.js';
import { migrateDatabase } from './migrate.js';
import { seedDatabase } from './seed.js';

export type TOpenDatabaseOptions = {
  /** a PostgreSQL >= 15; absent: the embedded server in `${dataDir}/pg` */
  databaseUrl?: string | undefined;
  dataDir: string;
  seedDemo: boolean;
  /** the server secret (config.sessionSecret), for seeders that encrypt */
  secret: string;
  log: TDbLog;
  poolMax?: number;
  /** how long a query waits for a free connection (config.databasePoolWaitMs) */
  poolWaitMs?: number;
  /** default: every module's seeder */
  seeders?: TSeeder[];
};

export type TOpenDatabase = TDbHandle & {
  /** holds the password: never log it */
  url: string;
  embedded: boolean;
};

async function reachServer(databaseUrl: string | undefined, dataDir: string, log: TDbLog): Promise<{ url: string; embedded?: TEmbeddedPostgres }> {
  if (databaseUrl) return { url: databaseUrl };
  const embedded = await startEmbeddedPostgres({ dataDir, log });
  return { url: embedded.url, embedded };
}

/** The database the server runs on: connected, migrated and seeded. close() releases all of it. */
export async function openDatabase({
  databaseUrl,
  dataDir,
  seedDemo,
  secret,
  log,
  poolMax,
  poolWaitMs,
  seeders,
}: TOpenDatabaseOptions): Promise<TOpenDatabase> {
  const { url, embedded } = await reachServer(databaseUrl, dataDir, log);
  const handle = createDb(url, { max: poolMax, connectionTimeoutMs: poolWaitMs, log });
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      try {
        await handle.close();
      } finally {
        await embedded?.stop();
      }
    })());
  try {
    await assertServerVersion(handle.pool);
    await migrateDatabase(handle.db, { log });
    await seedDatabase(handle.db, { demo: seedDemo, seeders, log, secret });
  } catch (err) {
    await close();
    throw err;
  }
  return { db: handle.db, pool: handle.pool, url, embedded: embedded !== undefined, close };
}
