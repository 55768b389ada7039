import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { createTestDatabase, type TTestDatabase } from '../../test/database.js';
import { buildTestApp } from '../../test/test-app.js';

let database: TTestDatabase;
let pool: pg.Pool;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  // A pool of its own, so the test can take the database away from the probe alone.
  pool = new pg.Pool({ connectionString: database.url, max: 2 });
  app = await buildTestApp({ db: database.db, pool });
});
afterAll(async () => {
  vi.useRealTimers();
  await app?.close();
  await database?.close();
});

test('health answers ok while the database answers, and 503 in Korean when it does not', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  const ok = await app.inject({ url: '/api/health' });
  expect(ok.statusCode).toBe(200);
  expect(ok.json()).toEqual({ status: 'ok', database: 'ok' });

  await pool.end();
  // Within the one-second cache the probe still says ok; after it, the truth.
  expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
  vi.setSystemTime(Date.now() + 1500);
  const down = await app.inject({ url: '/api/health' });
  expect(down.statusCode).toBe(503);
  expect(down.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  expect(down.json().message).toMatch(/[가-힣]/);
});
