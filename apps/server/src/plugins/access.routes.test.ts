import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { anonymousAgent, createMember, sessionFor, type TAgent } from '../test/identity.js';
import { useTestApp } from '../test/test-app.js';

// Hundreds of calls in a row: the per-address rate limit would answer 429 long before the end.
const ctx = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000', MAX_EVENT_LOOP_DELAY_MS: '0' });

/** Empty, wrong-shaped and malformed bodies: none may earn a 400 that describes the call before the caller is known. */
const BODIES: { name: string; payload?: string; contentType?: string }[] = [
  { name: 'no body' },
  { name: 'empty object', payload: '{}', contentType: 'application/json' },
  { name: 'wrong types', payload: '{"a":[1,{"b":null}],"userId":123}', contentType: 'application/json' },
  { name: 'malformed JSON', payload: '{"x":', contentType: 'application/json' },
  { name: 'not JSON', payload: '\u0000\u00ff', contentType: 'text/plain' },
];

/** A concrete URL for a route pattern: every parameter a plausible id. */
const concrete = (url: string) => url.replace(/:[A-Za-z0-9_]+\??/g, '1').replace(/\*/g, 'x');

async function statuses(app: FastifyInstance, agent: TAgent, method: string, url: string): Promise<number[]> {
  const found: number[] = [];
  for (const body of BODIES) {
    if (method === 'GET' && body.payload !== undefined) continue;
    const res = await app.inject({
      method: method as 'GET',
      url: concrete(url),
      headers: { ...agent.headers, ...(body.contentType ? { 'content-type': body.contentType } : {}) },
      ...(body.payload !== undefined ? { payload: body.payload } : {}),
    });
    found.push(res.statusCode);
  }
  return found;
}

it('every non-public route answers a guest 401 and a wrong role 403 whatever the body, before any 400', async () => {
  const routes = ctx.app.routeAccess.filter((route) => route.access !== 'public');
  expect(routes.length).toBeGreaterThan(50);
  const guest = await anonymousAgent(ctx.app);
  const student = await sessionFor(ctx.app, (await createMember(ctx.database.db, { userTypeCd: 'S', mbrTypeAuthrt: 'ST01' })).userId);
  const admin = await sessionFor(
    ctx.app,
    (await createMember(ctx.database.db, { userTypeCd: 'A', mbrTypeAuthrt: 'SF01', admRoleCd: 'SUPER' })).userId,
    'ADMIN',
  );
  const wrong: string[] = [];
  for (const { method, url, access } of routes) {
    const wrongRole = access === 'admin' ? student : admin;
    for (const status of await statuses(ctx.app, guest, method, url)) if (status !== 401) wrong.push(`guest ${method} ${url}: ${status}`);
    for (const status of await statuses(ctx.app, wrongRole, method, url)) if (status !== 403) wrong.push(`wrong role ${method} ${url}: ${status}`);
  }
  expect(wrong).toEqual([]);
});
