import { DEAD_LINK_MESSAGES } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { sessionFor } from '../../test/identity.js';
import { buildTestApp, useTestApp } from '../../test/test-app.js';
import { createRunner } from './dead-link.runner.js';
import { startScheduledRun } from './dead-link.service.js';
import { deadLinkRslt, deadLinkRun } from './dead-link.table.js';
import { callAs, clearLinkSources, storeSites, useLinkTarget, waitForEnd } from './dead-link.test-helper.js';

const target = useLinkTarget();
// Two app processes on one database: a slow link takes them 10 s, so a run lasts until stopped.
const SLOW = { OUTBOUND_ALLOW_PRIVATE: 'true', DEAD_LINK_TIMEOUT_MS: '10000' };
const ctx = useTestApp(SLOW);
let other: FastifyInstance;
beforeAll(async () => {
  other = await buildTestApp(ctx.database, SLOW);
});
afterAll(() => other.close());

beforeEach(async () => {
  await clearLinkSources(ctx.database.db);
  // three quick links first, then more slow ones than the worker takes at once
  await storeSites(ctx.database.db, [
    target.url('/ok'),
    target.url('/missing'),
    target.url('/no-head'),
    ...[1, 2, 3, 4, 5, 6].map((n) => target.url(`/slow-${n}`)),
  ]);
});

const admin = (app: FastifyInstance) => sessionFor(app, 'admin');

test('progress shows while running; a second start in any process answers 409; a stop in this process ends the run at once', async () => {
  const agent = await admin(ctx.app);
  const start = await callAs(ctx.app, agent, 'POST', '/api/deadLink/start');
  expect(start.statusCode).toBe(200);
  await expect
    .poll(async () => (await callAs(ctx.app, agent, 'GET', '/api/deadLink/status')).json().run, { timeout: 5000, interval: 100 })
    .toMatchObject({ sttsCd: 'RUNNING', totalCount: 9, doneCount: 3, okCount: 2, brokenCount: 1 });

  for (const app of [ctx.app, other]) {
    const again = await callAs(app, await admin(app), 'POST', '/api/deadLink/start');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_RUNNING', message: DEAD_LINK_MESSAGES.alreadyRunning });
  }
  expect(await ctx.database.db.select().from(deadLinkRun)).toHaveLength(1);

  const stop = await callAs(ctx.app, agent, 'POST', '/api/deadLink/stop');
  expect(stop.json()).toEqual({ result: 'SUCCESS', message: DEAD_LINK_MESSAGES.stopped });
  const { run } = (await callAs(ctx.app, agent, 'GET', '/api/deadLink/status')).json();
  expect(run).toMatchObject({
    runId: start.json().runId,
    sttsCd: 'STOPPED',
    stopYn: 'Y',
    stoppedBy: 'admin',
    doneCount: 3,
    runMsg: DEAD_LINK_MESSAGES.stopped,
  });
  expect(run.endedAt).not.toBeNull();
  // the links not reached stay as not checked
  const waiting = (await callAs(ctx.app, agent, 'GET', '/api/deadLink/results?rsltCd=WAIT')).json();
  expect(waiting.pagination.countItem).toBe(6);
  expect(waiting.list[0]).toMatchObject({ rsltCd: null, checkedAt: null });
});

test('a stop asked through another process is seen by the worker, which ends the run STOPPED', async () => {
  const agent = await admin(ctx.app);
  const start = await callAs(ctx.app, agent, 'POST', '/api/deadLink/start');
  expect(start.statusCode).toBe(200);
  const stop = await callAs(other, await admin(other), 'POST', '/api/deadLink/stop');
  expect(stop.json().message).toBe(DEAD_LINK_MESSAGES.stopped);
  const status = await waitForEnd(ctx.app, agent, 5000);
  expect(status.run).toMatchObject({ runId: start.json().runId, sttsCd: 'STOPPED' });
});

test('closing the app ends its run as failed (shutdown), so nothing stays RUNNING', async () => {
  const third = await buildTestApp(ctx.database, SLOW);
  const start = await callAs(third, await admin(third), 'POST', '/api/deadLink/start');
  expect(start.statusCode).toBe(200);
  await third.close();
  const [run] = await ctx.database.db.select().from(deadLinkRun).where(eq(deadLinkRun.runId, start.json().runId));
  expect(run).toMatchObject({ sttsCd: 'FAILED', runMsg: DEAD_LINK_MESSAGES.shutdown });
});

test('the scheduled run happens once per Seoul day, whichever process ticks first', async () => {
  await storeSites(ctx.database.db, [target.url('/ok')]);
  const runners = [1, 2].map(() =>
    createRunner({ db: ctx.database.db, log: ctx.app.log, check: { timeoutMs: 1000, allowPrivate: true }, concurrency: 4, heartbeatMs: 2000 }),
  );
  try {
    const deps = runners.map((runner) => ({ db: ctx.database.db, runner, staleSec: 60, schedule: '03:00' }));
    const started = await Promise.all(deps.map((d) => startScheduledRun(d, '2026-03-10')));
    expect(started.filter((id) => id !== null)).toHaveLength(1);
    expect(await startScheduledRun(deps[0]!, '2026-03-10')).toBeNull();
    const agent = await admin(ctx.app);
    const status = await waitForEnd(ctx.app, agent);
    expect(status.run).toMatchObject({ startTypeCd: 'SCHEDULE', startedBy: 'system', sttsCd: 'DONE', okCount: 1 });
    const rows = await ctx.database.db.select().from(deadLinkRun).where(eq(deadLinkRun.scheduleDe, '2026-03-10'));
    expect(rows).toHaveLength(1);
    expect(await ctx.database.db.select().from(deadLinkRslt).where(eq(deadLinkRslt.runId, rows[0]!.runId))).toHaveLength(1);
  } finally {
    await Promise.all(runners.map((r) => r.close()));
  }
});
