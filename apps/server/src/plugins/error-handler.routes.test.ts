import { defineApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app.js';
import { boardForm } from '../test/board.test-helper.js';
import { createTestDatabase, type TTestDatabase } from '../test/database.js';
import { sessionFor } from '../test/identity.js';
import { getBrowserCookies, testAppOptions } from '../test/test-app.js';
import { serveApi } from './serve-api.js';

const HANGUL = /[가-힣]/;

let database: TTestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  const built = await buildApp(testAppOptions(database));
  // plain zod types, none worded by the schema: what zod itself says reaches the client
  const testApi = defineApi(
    { typed: 'POST /icec/api/test/typed' },
    { typed: { body: z.object({ ids: z.array(z.int()), count: z.number(), kind: z.enum(['A', 'B']) }) } },
  );
  serveApi(built, testApi, 'typed', { config: { access: 'public' } }, (request) => request.body);
  await built.ready();
  app = built;
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

function expectKorean(fieldErrors: Record<string, string>) {
  for (const message of Object.values(fieldErrors)) {
    expect(message).toMatch(HANGUL);
    expect(message).not.toMatch(/[A-Za-z]/);
  }
}

describe('validation answers in Korean (spec §5)', () => {
  test('array missing, number sent as text and an unknown enum member: 400 with Korean field errors', async () => {
    const { cookie, token } = await getBrowserCookies(app);
    const res = await app.inject({
      method: 'POST',
      url: '/icec/api/test/typed',
      headers: { cookie, 'x-xsrf-token': token },
      payload: { count: '12', kind: 'Z' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION',
      message: '입력값을 확인해 주세요.',
      data: { fieldErrors: { ids: '필수 입력 항목입니다.', count: '숫자만 입력 가능합니다.', kind: '올바르지 않은 값입니다.' } },
    });
  });

  test('an element of the wrong type is named by its index', async () => {
    const { cookie, token } = await getBrowserCookies(app);
    const res = await app.inject({
      method: 'POST',
      url: '/icec/api/test/typed',
      headers: { cookie, 'x-xsrf-token': token },
      payload: { ids: [1, 'x'], count: 1, kind: 'A' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fieldErrors).toEqual({ 'ids.1': '숫자만 입력 가능합니다.' });
  });

  test('a real admin call (POST /api/boardMng) with wrong types answers Korean field errors', async () => {
    const agent = await sessionFor(app, 'admin');
    const { readAuthrt: _missing, ...form } = boardForm();
    const res = await app.inject({
      method: 'POST',
      url: '/api/boardMng',
      headers: agent.headers,
      payload: { ...form, writeAuthrt: ['NOBODY'], likeYn: 'X', cmntYn: 1 },
    });
    expect(res.statusCode).toBe(400);
    const { code, message, data } = res.json();
    expect({ code, message }).toEqual({ code: 'VALIDATION', message: '입력값을 확인해 주세요.' });
    expect(data.fieldErrors).toEqual({
      readAuthrt: '필수 입력 항목입니다.',
      'writeAuthrt.0': '올바르지 않은 값입니다.',
      likeYn: '올바르지 않은 값입니다.',
      cmntYn: '올바르지 않은 값입니다.',
    });
    expectKorean(data.fieldErrors);
  });
});
