import type { FastifyInstance } from 'fastify';
import { expect, test, vi } from 'vitest';
import { createDb } from '../../db/client.js';
import { CACHE_CHECK_MS } from '../../db/versioned-cache.js';
import { anonymousAgent, sessionFor, type TAgent } from '../../test/identity.js';
import { buildTestApp, useTestApp } from '../../test/test-app.js';
import { boardForm, callAs } from '../../test/board.test-helper.js';

// two apps share this process's event loop: building the second stalls it, which the overload
// guard of the first would answer with 503 (SECURITY 23); the guard is not what is tested here
const NO_GUARD = { MAX_EVENT_LOOP_DELAY_MS: '0' };
const ctx = useTestApp(NO_GUARD);

const status = async (app: FastifyInstance, agent: TAgent, url: string) => (await callAs(app, agent, 'GET', url)).statusCode;

test('an admin change of a board is seen by the next request, and by another process once it checks the version', async () => {
  // a second app on the same database: another process behind the load balancer, with its own cache
  const other = createDb(ctx.database.url, { max: 2 });
  const otherApp = await buildTestApp({ db: other.db, pool: other.pool }, NO_GUARD);
  // only Date is frozen: the caches' clock, so "within CACHE_CHECK_MS" does not depend on this machine's speed
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    const admin = await sessionFor(ctx.app, 'admin');
    const [guest, otherGuest] = [await anonymousAgent(ctx.app), await anonymousAgent(otherApp)];
    const form = boardForm();
    const url = `/icec/api/board/${form.boardId}/post`;
    expect(await status(otherApp, otherGuest, url)).toBe(404);

    expect((await callAs(ctx.app, admin, 'POST', '/api/boardMng', form)).statusCode).toBe(200);
    expect(await status(ctx.app, guest, url)).toBe(200);
    // the other process checked the version just now: the new board is not seen until its next check
    expect(await status(otherApp, otherGuest, url)).toBe(404);
    vi.setSystemTime(Date.now() + CACHE_CHECK_MS);
    expect(await status(otherApp, otherGuest, url)).toBe(200);

    // members only: guests are told to log in, here at once and there after the check
    expect((await callAs(ctx.app, admin, 'PUT', `/api/boardMng/${form.boardId}`, { ...form, readAuthrt: ['G'] })).statusCode).toBe(200);
    expect(await status(ctx.app, guest, url)).toBe(401);
    expect(await status(otherApp, otherGuest, url)).toBe(200);
    vi.setSystemTime(Date.now() + CACHE_CHECK_MS);
    expect(await status(otherApp, otherGuest, url)).toBe(401);

    expect((await callAs(ctx.app, admin, 'DELETE', `/api/boardMng/${form.boardId}`)).statusCode).toBe(200);
    expect(await status(ctx.app, guest, url)).toBe(404);
    vi.setSystemTime(Date.now() + CACHE_CHECK_MS);
    expect(await status(otherApp, otherGuest, url)).toBe(404);
  } finally {
    vi.useRealTimers();
    await otherApp.close();
    await other.close();
  }
});

test('a refused change leaves the cache as it was', async () => {
  const admin = await sessionFor(ctx.app, 'admin');
  const guest = await anonymousAgent(ctx.app);
  const form = boardForm();
  expect((await callAs(ctx.app, admin, 'POST', '/api/boardMng', form)).statusCode).toBe(200);
  // the id is taken: the transaction is rolled back, the version with it
  expect((await callAs(ctx.app, admin, 'POST', '/api/boardMng', { ...form, boardNm: '다른 게시판', useYn: 'N' })).statusCode).toBe(400);
  const info = await callAs(ctx.app, guest, 'GET', `/icec/api/board/${form.boardId}`);
  expect(info.json()).toMatchObject({ boardNm: form.boardNm });
});
