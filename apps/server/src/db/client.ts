import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.js';

/** The slice of a pino (or Fastify) logger that the database code writes to. */
export type TDbLog = {
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
};

export type TDb = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A transaction: seeders and services receive it and never commit or roll back themselves. */
export type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
/** Repository reads run on the pool or inside the caller's transaction. */
export type TDbOrTx = TDb | TTx;

export type TDbHandle = { db: TDb; pool: pg.Pool; close(): Promise<void> };

export type TCreateDbOptions = {
  max?: number;
  /** how long a query waits for a free connection before it fails (503 upstream, plugins/error-handler.ts) */
  connectionTimeoutMs?: number;
  log?: TDbLog;
};

/** A request waits this long for a connection at most, well below a person's patience (DATABASE_POOL_WAIT_MS). */
export const DEFAULT_POOL_WAIT_MS = 3_000;

/** The oldest PostgreSQL the migrations and queries are written for (ARCHITECTURE: production >= 15). */
const MIN_SERVER_VERSION_NUM = 150000;

export function createDb(url: string, { max = 10, connectionTimeoutMs = DEFAULT_POOL_WAIT_MS, log }: TCreateDbOptions = {}): TDbHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    application_name: 'career-portal',
    // A runaway query or a transaction left open by a bug must not hold locks and connections forever.
    statement_timeout: 30_000,
    idle_in_transaction_session_timeout: 60_000,
    // Under overload a request fails fast (503 upstream) instead of queueing for a connection without end.
    connectionTimeoutMillis: connectionTimeoutMs,
    // Dates computed in SQL (current_date, age, booking windows) follow Korean time on any
    // server, managed ones default to UTC (spec §4 school type from age, SECURITY 16).
    options: '-c TimeZone=Asia/Seoul',
    keepAlive: true,
  });
  // An idle connection dropped by the server (restart, failover) emits 'error' on the pool;
  // without a listener node would crash. The pool replaces the connection on next use.
  pool.on('error', (err: Error & { code?: string }) => {
    // Not the error itself: it carries the whole client and its connection parameters.
    const detail = { code: err.code, reason: err.message };
    if (log) log.warn(detail, 'PostgreSQL 유휴 연결 오류 (idle connection error)');
    else console.warn('PostgreSQL 유휴 연결 오류 (idle connection error):', detail);
  });
  const db = drizzle({ client: pool, schema, casing: 'snake_case' });
  let closing: Promise<void> | undefined;
  return { db, pool, close: () => (closing ??= pool.end()) };
}

export async function assertServerVersion(pool: Pick<pg.Pool, 'query'>): Promise<void> {
  const { rows } = await pool.query<{ server_version_num: string; server_version: string }>(
    "select current_setting('server_version_num') as server_version_num, current_setting('server_version') as server_version",
  );
  const row = rows[0];
  if (!row || Number(row.server_version_num) < MIN_SERVER_VERSION_NUM) {
    throw new Error(
      `PostgreSQL ${row?.server_version ?? '(알 수 없음)'} 은(는) 지원하지 않습니다. 15 이상이 필요합니다. ` +
        `(PostgreSQL ${row?.server_version ?? 'unknown'} is not supported: version 15 or later is required)`,
    );
  }
}
