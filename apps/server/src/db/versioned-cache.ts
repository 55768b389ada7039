import { eq, sql } from 'drizzle-orm';
import { cacheVer } from './cache-version.table.js';
import type { TDb, TDbOrTx, TTx } from './client.js';

/** How often a process asks the database whether another process changed a cached value (decision 008). */
export const CACHE_CHECK_MS = 3_000;

/**
 * `via`: the connection to read through when the caller holds a transaction. A read inside a
 * transaction must not wait for a second pooled connection: under load every connection may be
 * held by transactions waiting for this one.
 */
export type TVersionedSource<T> = {
  /** the newest version in the database, 0 when none */
  latestVersion(via?: TDbOrTx): Promise<number>;
  /** the value, read after `latest` was (so it is at least that new), and its version */
  load(latest: number, via?: TDbOrTx): Promise<{ version: number; value: T }>;
};

/**
 * Data every request reads and administrators rarely change, held by one process (decision 008).
 * A read at most every `checkMs` asks the database for the newest version (one indexed lookup)
 * and reloads only when it changed, so a change made by any process reaches every process within
 * `checkMs`; the changing process calls `publish` and sees its change at once. Concurrent reads
 * share one check.
 */
export class VersionedCache<T> {
  private current: { version: number; value: T } | undefined;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private pending: Promise<T> | undefined;

  constructor(
    private readonly source: TVersionedSource<T>,
    private readonly now: () => number = Date.now,
    private readonly checkMs: number = CACHE_CHECK_MS,
  ) {}

  async get(via?: TDbOrTx): Promise<T> {
    if (this.current && this.now() - this.checkedAt < this.checkMs) return this.current.value;
    this.pending ??= this.refresh(via).finally(() => (this.pending = undefined));
    return this.pending;
  }

  /** The process that made a change installs its version without waiting for the next check. */
  publish(version: number, value: T): void {
    if (this.current && this.current.version > version) return;
    this.current = { version, value };
    this.checkedAt = this.now();
  }

  private async refresh(via: TDbOrTx | undefined): Promise<T> {
    const startedAt = this.now();
    const before = this.current;
    const latest = await this.source.latestVersion(via);
    if (!before || before.version !== latest) {
      const loaded = await this.source.load(latest, via);
      // a publish() while this ran installed a newer version: keep it
      if (this.current === before) this.current = loaded;
    }
    this.checkedAt = Math.max(this.checkedAt, startedAt);
    return this.current!.value;
  }
}

/** One value per database handle (each app, and each test file's app, has its own caches). */
export function perDatabase<T extends object>(make: (db: TDb) => T): (db: TDb) => T {
  const made = new WeakMap<TDb, T>();
  return (db) => {
    let value = made.get(db);
    if (!value) {
      value = make(db);
      made.set(db, value);
    }
    return value;
  };
}

/** The version of a cache kept in cache_ver, 0 before its first change. */
export async function cacheVersion(db: TDbOrTx, cacheNm: string): Promise<number> {
  const [row] = await db.select({ ver: cacheVer.ver }).from(cacheVer).where(eq(cacheVer.cacheNm, cacheNm));
  return row?.ver ?? 0;
}

/** In the transaction of a change of the cached rows: their new version (the row lock orders concurrent changes). */
export async function bumpCacheVersion(tx: TTx, cacheNm: string, by: string): Promise<number> {
  const [row] = await tx
    .insert(cacheVer)
    .values({ cacheNm, ver: 1, registeredBy: by, updatedBy: by })
    .onConflictDoUpdate({ target: cacheVer.cacheNm, set: { ver: sql`${cacheVer.ver} + 1`, updatedBy: by, updatedAt: sql`now()` } })
    .returning({ ver: cacheVer.ver });
  return row!.ver;
}
