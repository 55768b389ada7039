import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { once } from 'node:events';
import { access, appendFile, chmod, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, test } from 'vitest';
import { withAdminClient } from '../test/admin.js';
import { recordingLog } from '../test/test-log.js';
import { openDatabase } from './database.js';
import { startEmbeddedPostgres } from './embedded.js';
import { DataDirLockedError } from './embedded-lock.js';
import { isProcessAlive } from './embedded-process.js';

const CHILD = fileURLToPath(new URL('../test/fixtures/embedded-child.ts', import.meta.url));
const dirs: string[] = [];

afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function tempDataDir(): Promise<string> {
  const dir = await mkdtemp(join(os.tmpdir(), 'portal-embedded-test-'));
  // Under root, postgres runs as its own OS user and must reach pg/ inside.
  await chmod(dir, 0o711);
  dirs.push(dir);
  return dir;
}

/** Resolves when the child prints READY; rejects with its output if it exits first. */
function untilReady(child: ChildProcessByStdio<null, Readable, Readable>): Promise<void> {
  return new Promise((ready, fail) => {
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (/^READY postgres:\/\//m.test(output)) ready();
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('exit', (code) => fail(new Error(`the child exited (${code}) before READY:\n${output}`)));
  });
}

const selectOne = (url: string) => withAdminClient(url, async (c) => (await c.query<{ one: number }>('select 1 as one')).rows[0]?.one);
const lockExists = (dataDir: string) =>
  access(join(dataDir, 'portal.lock')).then(
    () => true,
    () => false,
  );

test('starts on 127.0.0.1 with its own password, refuses a second start on the data directory, releases it on stop', async () => {
  const dataDir = await tempDataDir();
  const { log } = recordingLog();
  const server = await startEmbeddedPostgres({ dataDir, log, throwaway: true });
  try {
    const url = new URL(server.url);
    expect(url.hostname).toBe('127.0.0.1');
    expect(url.pathname).toBe('/portal');
    const passwordFile = join(dataDir, 'pg-password');
    expect((await stat(passwordFile)).mode & 0o777).toBe(0o600);
    expect(decodeURIComponent(url.password)).toBe((await readFile(passwordFile, 'utf8')).trim());
    expect(await selectOne(server.url)).toBe(1);
    await withAdminClient(server.url, async (c) => {
      const { rows } = await c.query("select current_setting('listen_addresses') as l, current_setting('unix_socket_directories') as u");
      expect(rows[0]).toEqual({ l: '127.0.0.1', u: '' });
    });
    url.password = 'wrong';
    await expect(selectOne(url.href)).rejects.toThrow(/password authentication failed/);

    const second = startEmbeddedPostgres({ dataDir, log });
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(`데이터 디렉터리 ${dataDir} 를 다른 포털 프로세스(pid ${process.pid}`);
  } finally {
    await server.stop();
  }
  await server.stop();
  expect(await lockExists(dataDir)).toBe(false);

  // The same cluster and password on the next start.
  const again = await startEmbeddedPostgres({ dataDir, log, throwaway: true });
  try {
    expect(await selectOne(again.url)).toBe(1);
  } finally {
    await again.stop();
  }

  // A postgres that cannot start: its own words reach the caller, and the lock is released.
  await appendFile(join(dataDir, 'pg', 'postgresql.auto.conf'), "\nshared_buffers = 'plenty'\n");
  await expect(startEmbeddedPostgres({ dataDir, log })).rejects.toThrow(/failed to start[\s\S]*shared_buffers/);
  expect(await lockExists(dataDir)).toBe(false);
}, 60_000);

test('after kill -9 of the process that started it, a new start stops the postgres left running and keeps its data', async () => {
  const dataDir = await tempDataDir();
  const child = spawn(process.execPath, [CHILD, dataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    await untilReady(child);
    const orphan = Number((await readFile(join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0]);

    // While its owner lives, the data directory is refused, naming the owner.
    const { log, records } = recordingLog();
    await expect(startEmbeddedPostgres({ dataDir, log })).rejects.toThrow(`pid ${child.pid}`);

    child.kill('SIGKILL');
    await once(child, 'exit');
    expect(isProcessAlive(orphan)).toBe(true);

    const server = await startEmbeddedPostgres({ dataDir, log, throwaway: true });
    try {
      expect(isProcessAlive(orphan)).toBe(false);
      expect(records.some((r) => r.level === 'warn' && r.msg?.includes('stopping the PostgreSQL left by an earlier run'))).toBe(true);
      const { rows } = await withAdminClient(server.url, (c) => c.query('select note from kept'));
      expect(rows).toEqual([{ note: 'committed before kill -9' }]);
    } finally {
      await server.stop();
    }
  } finally {
    child.kill('SIGKILL');
  }
}, 90_000);

test('openDatabase without DATABASE_URL runs on the embedded server, migrated; close() stops it', async () => {
  const dataDir = await tempDataDir();
  const { log } = recordingLog();
  const database = await openDatabase({ dataDir, seedDemo: false, secret: 'x'.repeat(32), log, seeders: [] });
  try {
    expect(database.embedded).toBe(true);
    const { rows } = await database.pool.query("select to_regclass('public.menu')::text as t");
    expect(rows[0]).toEqual({ t: 'menu' });
  } finally {
    await database.close();
  }
  await database.close();
  expect(await lockExists(dataDir)).toBe(false);
  await expect(selectOne(database.url)).rejects.toThrow();
}, 60_000);
