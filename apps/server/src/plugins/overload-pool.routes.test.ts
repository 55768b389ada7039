import { ERROR_MESSAGES } from '@portal/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TTestDatabase } from '../test/database.js';
import { buildTestApp, createWebDist } from '../test/test-app.js';

/** Requests a client address may make per minute here: small enough to reach in a test. */
const LIMIT = 5;

let database: TTestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  // one connection, and a wait for it far below the 3 s default
  database = await createTestDatabase({ pool: { max: 1, connectionTimeoutMs: 300 } });
  // the event-loop guard's own 503 would blur what this test counts on a busy machine
  app = await buildTestApp(database, { RATE_LIMIT_PER_MINUTE: String(LIMIT), MAX_EVENT_LOOP_DELAY_MS: '0', WEB_DIST_DIR: createWebDist() });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const from = (remoteAddress: string, url: string) => app.inject({ url, remoteAddress });

/**
 * Requests arriving one after another, as from a socket: each its own turn of the event loop.
 * (Started in one turn, the rate limit's local store hands them all the last count.)
 */
async function arriving<T>(count: number, send: () => Promise<T>): Promise<Promise<T>[]> {
  const sent: Promise<T>[] = [];
  for (let i = 0; i < count; i++) {
    sent.push(send());
    await new Promise((resolve) => setImmediate(resolve));
  }
  return sent;
}

function expectKoreanRefusal(res: LightMyRequestResponse, code: 'SERVICE_UNAVAILABLE' | 'TOO_MANY_REQUESTS') {
  expect(res.json()).toEqual({ code, message: ERROR_MESSAGES[code] });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('overload (issue 13 finding 5, SECURITY 23)', () => {
  test('requests waiting for a database connection held elsewhere answer 503 with Retry-After or 429, never 500', async () => {
    // the pool's only connection stays checked out until the answers are in, however slow the machine
    const held = await database.pool.connect();
    try {
      const answers = await Promise.all(await arriving(LIMIT * 3, () => from('10.0.0.1', '/icec/api/board/notice/post')));
      const statuses = answers.map((res) => res.statusCode);
      expect(statuses.every((s) => s === 200 || s === 429 || s === 503)).toBe(true);
      expect(statuses.filter((s) => s === 503)).toHaveLength(LIMIT);
      expect(statuses.filter((s) => s === 429)).toHaveLength(LIMIT * 2);
      for (const res of answers.filter((r) => r.statusCode === 503)) expectKoreanRefusal(res, 'SERVICE_UNAVAILABLE');
      for (const res of answers.filter((r) => r.statusCode === 429)) expectKoreanRefusal(res, 'TOO_MANY_REQUESTS');
    } finally {
      held.release();
    }
    // the connection is free again: the same route answers
    expect((await from('10.0.0.2', '/icec/api/board/notice/post')).statusCode).toBe(200);
  });

  test('pages fall under the rate limit: 429 in Korean after the limit', async () => {
    for (let i = 0; i < LIMIT; i++) expect((await from('10.0.0.3', '/main')).statusCode).toBe(200);
    const refused = await from('10.0.0.3', '/main');
    expect(refused.statusCode).toBe(429);
    expectKoreanRefusal(refused, 'TOO_MANY_REQUESTS');
    // another address is not affected
    expect((await from('10.0.0.4', '/main')).statusCode).toBe(200);
  });
});
