import { seoulDate } from '@portal/contract';
import type { TestProject } from 'vitest/node';
import { assertServerVersion, createDb } from '../db/client.js';
import { TEST_SECRET } from './secret.js';
import { migrateDatabase } from '../db/migrate.js';
import { seedDatabase } from '../db/seed.js';
import { quoteIdent, withAdminClient, withDatabase } from './admin.js';
import { testLog } from './test-log.js';

declare module 'vitest' {
  interface ProvidedContext {
    /** a superuser connection to the test server's maintenance database */
    testDatabaseAdminUrl: string;
    /** migrated and base-seeded; each test file clones it */
    testDatabaseTemplate: string;
    /** names this run's databases, so that teardown drops only its own on a shared server */
    testDatabaseRunId: string;
    /**
     * The Seoul day the demo seed was written on: its dates count from it. A test of the demo's dates
     * counts from this day, not from the clock, which may have passed midnight in Seoul since.
     */
    testSeedYmd: string;
  }
}

/**
 * Creates this run's template database on the server behind `adminUrl` and hands its name to
 * the test files; the returned teardown drops it and every per-file database of the run.
 */
export async function prepareTemplate(adminUrl: string, project: TestProject): Promise<() => Promise<void>> {
  const runId = `${process.pid}_${Date.now().toString(36)}`;
  const template = `portal_tpl_${runId}`;
  const startedAt = Date.now();
  const seedYmd = seoulDate();
  await withAdminClient(adminUrl, async (client) => {
    await assertServerVersion(client);
    await client.query(`create database ${quoteIdent(template)}`);
  });
  const dropAll = () =>
    withAdminClient(adminUrl, async (client) => {
      const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [`t\\_${runId}\\_%`]);
      for (const { datname } of [...rows, { datname: template }]) await client.query(`drop database if exists ${quoteIdent(datname)} with (force)`);
    });
  try {
    const { db, close } = createDb(withDatabase(adminUrl, template), { max: 2, log: testLog });
    try {
      await migrateDatabase(db);
      await seedDatabase(db, { demo: true, secret: TEST_SECRET });
    } finally {
      await close();
    }
    // CREATE DATABASE ... TEMPLATE fails while anyone is connected to the template.
    await withAdminClient(adminUrl, (client) => client.query(`alter database ${quoteIdent(template)} allow_connections false`));
  } catch (err) {
    await dropAll();
    throw err;
  }
  testLog.info({ template, ms: Date.now() - startedAt }, 'test template database ready');
  project.provide('testDatabaseAdminUrl', adminUrl);
  project.provide('testDatabaseTemplate', template);
  project.provide('testDatabaseRunId', runId);
  project.provide('testSeedYmd', seedYmd);
  return dropAll;
}
