import { spawnSync } from 'node:child_process';
import { access, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { acquireDataDirLock } from '../db/embedded-lock.js';
import { removeStaleTestClusters, TEST_CLUSTER_PREFIX } from './stale-clusters.js';
import { recordingLog } from './test-log.js';

const present = (dir: string) =>
  access(dir).then(
    () => true,
    () => false,
  );
const anHourAgo = new Date(Date.now() - 3_600_000);

test("a test cluster directory whose run died is removed; a live run's is kept", async () => {
  const dead = await mkdtemp(join(os.tmpdir(), TEST_CLUSTER_PREFIX));
  const live = await mkdtemp(join(os.tmpdir(), TEST_CLUSTER_PREFIX));
  const exited = spawnSync(process.execPath, ['-e', '']).pid;
  await writeFile(join(dead, 'portal.lock'), JSON.stringify({ pid: exited, startedAt: anHourAgo.toISOString() }));
  const lock = await acquireDataDirLock(live);
  try {
    await Promise.all([utimes(dead, anHourAgo, anHourAgo), utimes(live, anHourAgo, anHourAgo)]);
    const { log } = recordingLog();
    await removeStaleTestClusters(log);
    expect(await present(dead)).toBe(false);
    expect(await present(live)).toBe(true);
  } finally {
    await lock.release();
    await Promise.all([rm(dead, { recursive: true, force: true }), rm(live, { recursive: true, force: true })]);
  }
});
