import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { ADVISORY_LOCK_NAMESPACE, FILE_SWEEP_LOCK } from '../../db/advisory-locks.js';
import { deleteSweepable, knownKeys } from './files.repo.js';
import type { TFilesDeps } from './files.service.js';

/** An object or temp file younger than this may belong to an upload still in progress. */
const ORPHAN_GRACE_MS = 60 * 60 * 1000;
const BATCH = 500;

export type TSweepResult = { rows: number; orphans: number; temps: number };

/** Rows first, then their bytes: a crash between the two leaves bytes without a row, which the orphan sweep removes. */
async function sweepRows(deps: TFilesDeps, tempBefore: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const rows = await deleteSweepable(deps.db, tempBefore, BATCH);
    for (const row of rows) await deps.storage.remove(row.storageKey);
    total += rows.length;
    if (rows.length < BATCH) return total;
  }
}

/** Objects without a row: a crash between storing the bytes and inserting the row (SECURITY 22). */
async function sweepOrphans(deps: TFilesDeps, before: Date): Promise<number> {
  let total = 0;
  let batch: string[] = [];
  const flush = async () => {
    const known = await knownKeys(deps.db, batch);
    for (const key of batch) {
      if (known.has(key)) continue;
      await deps.storage.remove(key);
      total += 1;
    }
    batch = [];
  };
  for await (const { key, storedAt } of deps.storage.list()) {
    if (storedAt >= before) continue;
    batch.push(key);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  return total;
}

async function sweepTemps(tmpDir: string, before: Date): Promise<number> {
  let total = 0;
  for (const name of await readdir(tmpDir).catch(() => [] as string[])) {
    const file = path.join(tmpDir, name);
    const info = await stat(file).catch(() => undefined);
    if (info && info.mtime < before) {
      await rm(file, { force: true });
      total += 1;
    }
  }
  return total;
}

/**
 * One sweep (decision 012): removed rows and stale unsaved uploads with their bytes, objects
 * nobody recorded, stale temp files. One process at a time (a session advisory lock); null when
 * another process is sweeping.
 */
export async function sweepFiles(deps: TFilesDeps, o: { tempHours: number; now?: Date }): Promise<TSweepResult | null> {
  const now = o.now ?? new Date();
  const client = await deps.db.$client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1, $2) as locked', [ADVISORY_LOCK_NAMESPACE, FILE_SWEEP_LOCK]);
    if (!rows[0]?.locked) return null;
    try {
      const graceBefore = new Date(now.getTime() - ORPHAN_GRACE_MS);
      return {
        rows: await sweepRows(deps, new Date(now.getTime() - o.tempHours * 3600_000)),
        orphans: await sweepOrphans(deps, graceBefore),
        temps: await sweepTemps(deps.tmpDir, graceBefore),
      };
    } finally {
      await client.query('select pg_advisory_unlock($1, $2)', [ADVISORY_LOCK_NAMESPACE, FILE_SWEEP_LOCK]);
    }
  } finally {
    client.release();
  }
}

export function startSweeper(deps: TFilesDeps, o: { everyMinutes: number; tempHours: number; log: FastifyBaseLogger }): { stop(): void } {
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    sweepFiles(deps, { tempHours: o.tempHours })
      .then((result) => result && (result.rows || result.orphans || result.temps) && o.log.info(result, 'file sweep'))
      .catch((error: unknown) => o.log.warn({ err: error }, 'file sweep failed'))
      .finally(() => (busy = false));
  }, o.everyMinutes * 60_000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
