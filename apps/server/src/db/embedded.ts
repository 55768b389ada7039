import { mkdir } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import pg from 'pg';
import type { TDbLog } from './client.js';
import { ensureCluster } from './embedded-cluster.js';
import { loadLibrary, serverOptions, type TServer } from './embedded-library.js';
import { acquireDataDirLock } from './embedded-lock.js';
import { createPostgresLog, type TPostgresLog } from './embedded-postgres-log.js';
import { readPostmasterPid, stopLeftoverPostmaster, stopProcess } from './embedded-process.js';

export type TEmbeddedOptions = {
  /** The portal data directory; the cluster lives in `${dataDir}/pg`. */
  dataDir: string;
  log: TDbLog;
  /** Tests only: no fsync. A crash may then lose acknowledged writes (SECURITY 22). */
  throwaway?: boolean;
};

export type TEmbeddedPostgres = {
  /** postgres://postgres:<password>@127.0.0.1:<port>/portal: holds the password, never log it. */
  url: string;
  stop(): Promise<void>;
};

const DATABASE = 'portal';
const START_ATTEMPTS = 3;
const STOP_GRACE_MS = 30_000;

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.on('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });
}

/** Starts postgres on a free port; a port taken between probe and bind gets another try. */
async function startServer(pgDir: string, password: string, postgresLog: TPostgresLog, throwaway: boolean) {
  const EmbeddedPostgres = await loadLibrary();
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const server: TServer = new EmbeddedPostgres(serverOptions(pgDir, port, password, postgresLog, throwaway));
    postgresLog.mark();
    try {
      // The library rejects with nothing when postgres exits early: the reason is in its log.
      await server.start();
      return { server, port, pid: await readPostmasterPid(pgDir) };
    } catch (err) {
      const output = postgresLog.tail();
      if (attempt < START_ATTEMPTS && /could not bind|already in use/i.test(output)) continue;
      throw new Error(`내장 PostgreSQL 을 시작하지 못했습니다 (embedded PostgreSQL failed to start) — ${pgDir}:\n${output}`, { cause: err });
    }
  }
}

async function ensureDatabase(port: number, password: string): Promise<void> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (!rowCount) await client.query(`create database ${DATABASE}`);
  } finally {
    await client.end();
  }
}

/** Fast shutdown; a postgres that does not finish in time gets SIGQUIT, then SIGKILL. */
async function stopServer(server: TServer, pid: number, log: TDbLog): Promise<void> {
  const stopped = server.stop();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((done) => {
    timer = setTimeout(done, STOP_GRACE_MS, 'late');
  });
  const outcome = await Promise.race([stopped, late]);
  clearTimeout(timer);
  if (outcome === 'late') {
    log.warn({ pid }, '내장 PostgreSQL 이 제때 종료되지 않아 강제로 종료합니다 (forcing the embedded PostgreSQL down)');
    await stopProcess(pid, 0);
    await stopped;
  }
}

/**
 * The zero-set-up database: a real PostgreSQL 18 child process on a private port of 127.0.0.1,
 * its data in `${dataDir}/pg`, one portal process per data directory.
 */
export async function startEmbeddedPostgres({ dataDir, log, throwaway = false }: TEmbeddedOptions): Promise<TEmbeddedPostgres> {
  const root = resolve(dataDir);
  const pgDir = join(root, 'pg');
  await mkdir(root, { recursive: true });
  const lock = await acquireDataDirLock(root);
  const postgresLog = createPostgresLog(log);
  let running: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    await stopLeftoverPostmaster(pgDir, log);
    const password = await ensureCluster(root, pgDir, postgresLog, throwaway);
    const startedAt = Date.now();
    running = await startServer(pgDir, password, postgresLog, throwaway);
    await ensureDatabase(running.port, password);
    log.info({ dataDir: root, port: running.port, ms: Date.now() - startedAt }, '내장 PostgreSQL 시작 (embedded PostgreSQL started)');
    const { server, port, pid } = running;
    // An exit without stop() (process.exit on a fatal error) still asks postgres for a fast
    // shutdown; only kill -9 leaves it running, for the next start to stop.
    const onExit = () => {
      try {
        process.kill(pid, 'SIGINT');
      } catch {
        // already gone
      }
    };
    process.once('exit', onExit);
    let stopping: Promise<void> | undefined;
    const stop = async () => {
      process.removeListener('exit', onExit);
      try {
        await stopServer(server, pid, log);
        log.info({ dataDir: root }, '내장 PostgreSQL 종료 (embedded PostgreSQL stopped)');
      } finally {
        await lock.release();
      }
    };
    return {
      url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`,
      stop: () => (stopping ??= stop()),
    };
  } catch (err) {
    try {
      if (running) await stopServer(running.server, running.pid, log);
    } finally {
      await lock.release();
    }
    throw err;
  }
}
