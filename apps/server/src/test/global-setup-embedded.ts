import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../db/embedded.js';
import { withDatabase } from './admin.js';
import { removeStaleTestClusters, TEST_CLUSTER_PREFIX } from './stale-clusters.js';
import { prepareTemplate } from './template.js';
import { testLog } from './test-log.js';

/** Project `server`: a throwaway embedded PostgreSQL for this run, removed at teardown. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await removeStaleTestClusters(testLog);
  const dataDir = await mkdtemp(join(os.tmpdir(), TEST_CLUSTER_PREFIX));
  // mkdtemp makes it 0700; when tests run as root, postgres runs as another OS user and must reach pg/.
  await chmod(dataDir, 0o711);
  const startedAt = Date.now();
  const server = await startEmbeddedPostgres({ dataDir, log: testLog, throwaway: true }).catch(async (err: unknown) => {
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  });
  testLog.info({ ms: Date.now() - startedAt }, 'embedded test PostgreSQL started');
  const stop = async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const dropDatabases = await prepareTemplate(withDatabase(server.url, 'postgres'), project);
    return async () => {
      try {
        await dropDatabases();
      } finally {
        await stop();
      }
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
