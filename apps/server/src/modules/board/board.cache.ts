import type { TDb, TDbOrTx, TTx } from '../../db/client.js';
import { bumpCacheVersion, cacheVersion, perDatabase, VersionedCache } from '../../db/versioned-cache.js';
import { findBoard, findBoardSettings, type TBoard } from './board.repo.js';

/*
 * Board settings, read by every board request, held per process (decision 008's versioned cache):
 * a change bumps cache_ver 'board' in its transaction, the changing process installs the new
 * boards at once and the others within CACHE_CHECK_MS. The post counter is not a setting (it
 * moves with every post): lists read it with their page.
 */

const CACHE_NM = 'board';

type TBoards = ReadonlyMap<string, TBoard>;

const byId = (rows: TBoard[]): TBoards => new Map(rows.map((row) => [row.boardId, row]));

const boardCacheFor = perDatabase(
  (db: TDb) =>
    new VersionedCache<TBoards>({
      latestVersion: () => cacheVersion(db, CACHE_NM),
      load: async (latest) => ({ version: latest, value: byId(await findBoardSettings(db)) }),
    }),
);

/** A board's settings as of the last version this process saw; undefined when there is no such board. */
export async function cachedBoard(db: TDbOrTx, boardId: string): Promise<TBoard | undefined> {
  // a transaction reads the row it sees, its own uncommitted changes included
  if (!('$client' in db)) return findBoard(db, boardId);
  return (await boardCacheFor(db).get()).get(boardId);
}

/**
 * Runs a change of boards in one transaction that also bumps their version, then installs the
 * boards as that transaction committed them in this process's cache.
 */
export async function changeBoards<T>(db: TDb, by: string, work: (tx: TTx) => Promise<T>): Promise<T> {
  const { out, version, boards } = await db.transaction(async (tx) => {
    const out = await work(tx);
    const version = await bumpCacheVersion(tx, CACHE_NM, by);
    return { out, version, boards: byId(await findBoardSettings(tx)) };
  });
  boardCacheFor(db).publish(version, boards);
  return out;
}

/** A change of boards inside a caller's transaction (seeders): other processes and this one see it by the version. */
export const boardsChanged = (tx: TTx, by: string) => bumpCacheVersion(tx, CACHE_NM, by);
