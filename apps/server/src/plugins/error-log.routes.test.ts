import { defineApi } from '@portal/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { buildApp } from '../app.js';
import { createLogger } from '../lib/log.js';
import { createTestDatabase, type TTestDatabase } from '../test/database.js';
import { scanningStream } from '../test/test-log.js';
import { testConfig } from '../test/test-app.js';
import { serveApi } from './serve-api.js';

/** A member's address, as a failed my-info update would have carried it. */
const MEMBER_ADDRESS = '서울특별시 종로구 세종대로 209 정부서울청사 1234호';

let database: TTestDatabase;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const built = await buildApp({
    config: testConfig(),
    database,
    loggerInstance: createLogger(
      'info',
      scanningStream((line) => lines.push(line)),
    ),
  });
  const testApi = defineApi({ badCast: 'GET /api/test/bad-cast', duplicate: 'GET /api/test/duplicate' }, { badCast: {}, duplicate: {} });
  // pg refuses the value and quotes it in its message; Drizzle adds it again as "params: ...".
  serveApi(built, testApi, 'badCast', { config: { access: 'public' } }, async () => built.db.execute(sql`select ${MEMBER_ADDRESS}::int as n`));
  // a unique violation: pg's detail says "Key (adres)=(...) already exists".
  serveApi(built, testApi, 'duplicate', { config: { access: 'public' } }, () =>
    built.db.transaction(async (tx) => {
      await tx.execute(sql`create temp table member_adres (adres text primary key) on commit drop`);
      await tx.execute(sql`insert into member_adres (adres) values (${MEMBER_ADDRESS}), (${MEMBER_ADDRESS})`);
    }),
  );
  await built.ready();
  app = built;
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});
beforeEach(() => {
  lines.length = 0;
});

/** The error record of the one failed request: its answer's request id names it. */
async function failedRequestLog(url: string) {
  const res = await app.inject({ url });
  expect(res.statusCode).toBe(500);
  const requestId = res.json().data.requestId as string;
  const record = lines.map((line) => JSON.parse(line)).find((r) => r.msg === 'request failed');
  return { requestId, record, raw: lines.join('\n') };
}

describe('the error log keeps no values of a failed statement (issue 13, PIPC)', () => {
  test('a refused cast: statement shape, SQLSTATE and request id are logged, the member data is not', async () => {
    const { requestId, record, raw } = await failedRequestLog('/api/test/bad-cast');
    expect(raw).not.toContain(MEMBER_ADDRESS);
    expect(raw).not.toContain('세종대로');
    expect(record.reqId).toBe(requestId);
    expect(record.err.query).toBe('select $1::int as n');
    expect(record.err.type).toBe('DrizzleQueryError');
    expect(record.err.message).toBe('Failed query: select $1::int as n');
    expect(record.err.cause).toMatchObject({ code: '22P02', severity: 'ERROR' });
    expect(record.err.stack).toMatch(/^\s+at /);
    expect(record.err).not.toHaveProperty('params');
  });

  test('a unique violation: the constraint and table are logged, the key value (pg detail) is not', async () => {
    const { requestId, record, raw } = await failedRequestLog('/api/test/duplicate');
    expect(raw).not.toContain(MEMBER_ADDRESS);
    expect(record.reqId).toBe(requestId);
    expect(record.err.query).toBe('insert into member_adres (adres) values ($1), ($2)');
    expect(record.err.cause).toMatchObject({ code: '23505', constraint: 'member_adres_pkey', table: 'member_adres' });
    expect(record.err.cause).not.toHaveProperty('detail');
  });
});
