import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config/env.js';
import { deadLinkRoutes } from './dead-link.admin.routes.js';
import { createRunner } from './dead-link.runner.js';
import { startScheduler } from './dead-link.schedule.js';
import { startScheduledRun, type TDeadLinkDeps } from './dead-link.service.js';

export { findLastChecks, type TLastCheck } from './dead-link.repo.js';

/** Links checked at once (the targets are other organisations' servers). */
const CONCURRENCY = 4;
/** The worker's heartbeat, which also reads the stop flag (a stop through another process). */
const HEARTBEAT_MS = 2_000;
/** A RUNNING run without a heartbeat for this long belongs to a dead process. */
const STALE_SEC = 60;
const SCHEDULE_TICK_MS = 30_000;

/** The link checker (admin deadLink, decision 009): runs in the background of whichever process starts it. */
export default async function deadLinkModule(app: FastifyInstance, { config }: { config: TConfig }) {
  const runner = createRunner({
    db: app.db,
    log: app.log,
    // SECURITY 6: private targets only with OUTBOUND_ALLOW_PRIVATE outside production
    check: { timeoutMs: config.deadLink.timeoutMs, allowPrivate: config.oauth.outboundAllowPrivate },
    concurrency: CONCURRENCY,
    heartbeatMs: HEARTBEAT_MS,
  });
  const deps: TDeadLinkDeps = { db: app.db, runner, staleSec: STALE_SEC, schedule: config.deadLink.schedule };
  await app.register(deadLinkRoutes, { deps });

  const schedule = config.deadLink.schedule;
  const scheduler = schedule ? startScheduler({ schedule, tickMs: SCHEDULE_TICK_MS, log: app.log, start: (day) => startScheduledRun(deps, day) }) : null;
  app.addHook('onClose', async () => {
    scheduler?.stop();
    await runner.close();
  });
}
