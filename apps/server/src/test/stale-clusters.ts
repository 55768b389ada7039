import { readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import type { TDbLog } from '../db/client.js';
import { acquireDataDirLock } from '../db/embedded-lock.js';
import { stopLeftoverPostmaster } from '../db/embedded-process.js';

export const TEST_CLUSTER_PREFIX = 'portal-test-pg-';

/** Younger directories may belong to a run that is starting right now, before it takes its lock. */
const MIN_AGE_MS = 60_000;

/**
 * A test run killed before its teardown leaves its postgres running and its directory behind;
 * the next run stops and removes them. A run still alive holds its lock and is left alone.
 */
export async function removeStaleTestClusters(log: TDbLog): Promise<void> {
  for (const entry of await readdir(os.tmpdir())) {
    if (!entry.startsWith(TEST_CLUSTER_PREFIX)) continue;
    const dir = join(os.tmpdir(), entry);
    if (Date.now() - (await stat(dir)).mtimeMs < MIN_AGE_MS) continue;
    const lock = await acquireDataDirLock(dir).catch(() => undefined);
    if (!lock) continue;
    try {
      await stopLeftoverPostmaster(join(dir, 'pg'), log);
    } finally {
      await lock.release();
    }
    await rm(dir, { recursive: true, force: true });
    log.warn({ dir }, 'removed a test cluster left by an interrupted run');
  }
}
