import * as contract from '@portal/contract';
import { ERROR_MESSAGES, SCHEMA_MESSAGES, splitRouteKey, type TApi, type TRouteKey } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { createBoard } from '../test/board.test-helper.js';
import { anonymousAgent } from '../test/identity.js';
import { useTestApp } from '../test/test-app.js';

const isApi = (value: unknown): value is TApi =>
  typeof value === 'object' && value !== null && 'paths' in value && 'schemas' in value && typeof (value as TApi).paths === 'object';

/** Every call of every API definition in the contract (decision 014). */
const definedRoutes: { name: string; key: string; routeKey: TRouteKey }[] = Object.entries(contract as Record<string, unknown>).flatMap(([name, value]) =>
  isApi(value) ? Object.entries(value.paths).map(([key, routeKey]) => ({ name, key, routeKey })) : [],
);

describe('API definitions (decision 014)', () => {
  const ctx = useTestApp();

  it('the contract defines calls', () => {
    expect(definedRoutes.length).toBeGreaterThan(0);
  });

  it.each(definedRoutes)('$name.$key ($routeKey) is served', ({ routeKey }) => {
    const { method, path } = splitRouteKey(routeKey);
    expect(ctx.app.hasRoute({ method, url: path })).toBe(true);
  });
});

describe('characters no field may store (decision 018)', () => {
  const ctx = useTestApp();
  const unstorable = { code: 'VALIDATION', message: ERROR_MESSAGES.VALIDATION };

  it('a NUL in a guest search word answers a Korean 400 with the field, not 500', async () => {
    const boardId = await createBoard(ctx.database.db);
    const res = await ctx.app.inject({ method: 'GET', url: `/icec/api/board/${boardId}/post?searchWrd=a%00b` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ...unstorable, data: { fieldErrors: { searchWrd: SCHEMA_MESSAGES.unstorableText() } } });
  });

  it('a control character in a path parameter is refused', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/icec/api/board/a%01b' });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fieldErrors).toEqual({ boardId: SCHEMA_MESSAGES.unstorableText() });
  });

  it.each([
    ['a NUL', '{"userId":"ab\\u0000cd"}', 'userId'],
    ['a lone surrogate', '{"userId":"abc\\ud800"}', 'userId'],
    ['a C1 control in a key', '{"userId":"abcd","x\\u0085":1}', 'x\u0085'],
  ])('%s in a JSON body is refused before validation', async (_name, payload, field) => {
    const agent = await anonymousAgent(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/icec/api/mbrJoin/checkId',
      headers: { ...agent.headers, 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ...unstorable, data: { fieldErrors: { [field]: SCHEMA_MESSAGES.unstorableText() } } });
  });

  it('TAB, LF and CR are left to the field rules', async () => {
    const boardId = await createBoard(ctx.database.db);
    const res = await ctx.app.inject({ method: 'GET', url: `/icec/api/board/${boardId}/post?searchWrd=${encodeURIComponent('진로\t교육\r\n')}` });
    expect(res.statusCode).toBe(200);
  });
});
