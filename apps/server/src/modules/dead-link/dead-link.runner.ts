import { DEAD_LINK_MESSAGES } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../../db/client.js';
import { checkLink, type TCheckOptions, type TCheckResult } from './dead-link.check.js';
import { beat, findPendingUrls, finishRun, recordResult } from './dead-link.repo.js';

export type TRunnerOptions = {
  db: TDb;
  log: FastifyBaseLogger;
  check: TCheckOptions;
  /** links checked at once: small, the targets are other people's servers */
  concurrency: number;
  /** how often the worker proves it is alive and reads the stop flag */
  heartbeatMs: number;
};

/** STOP: an administrator asked; SHUTDOWN: this process is closing; LOST: the run was ended elsewhere (stale). */
type TAbortReason = 'STOP' | 'SHUTDOWN' | 'LOST';

export type TRunner = {
  /** works on a RUNNING run in the background (its links are already stored) */
  launch(runId: number): void;
  /** true when this process works on the run */
  isLocal(runId: number): boolean;
  /** ends a local run at once: links in flight are abandoned (they end by their own time-out) */
  stopLocal(runId: number): Promise<void>;
  /** app shutdown: every local run ends as FAILED (shutdown) */
  close(): Promise<void>;
};

const ABORTED = Symbol('aborted');

export function createRunner(o: TRunnerOptions): TRunner {
  const active = new Map<number, { abort(reason: TAbortReason): void; done: Promise<void> }>();
  let closing = false;

  async function work(runId: number, abortedWith: () => TAbortReason | null, aborted: Promise<typeof ABORTED>, abort: (r: TAbortReason) => void) {
    const poll = (flag: 'Y' | 'N' | null) => {
      if (flag === null) abort('LOST');
      else if (flag === 'Y') abort('STOP');
    };
    const timer = setInterval(() => {
      beat(o.db, runId).then(poll, (error: unknown) => o.log.warn({ err: error, runId }, 'dead-link heartbeat failed'));
    }, o.heartbeatMs);
    timer.unref();
    try {
      const queue = await findPendingUrls(o.db, runId);
      const lane = async () => {
        while (abortedWith() === null) {
          const url = queue.shift();
          if (url === undefined) return;
          const result: TCheckResult | typeof ABORTED = await Promise.race([checkLink(url, o.check), aborted]);
          if (result === ABORTED) return;
          await recordResult(o.db, runId, url, result);
          // the stop flag, polled between links: a stop asked through any process is seen here
          poll(await beat(o.db, runId));
        }
      };
      await Promise.all(Array.from({ length: o.concurrency }, lane));
      const reason = abortedWith();
      if (reason === 'STOP') await finishRun(o.db, runId, 'STOPPED', DEAD_LINK_MESSAGES.stopped);
      else if (reason === 'SHUTDOWN') await finishRun(o.db, runId, 'FAILED', DEAD_LINK_MESSAGES.shutdown);
      else if (reason === null) await finishRun(o.db, runId, 'DONE', null);
    } catch (error) {
      o.log.error({ err: error, runId }, 'dead-link run failed');
      await finishRun(o.db, runId, 'FAILED', DEAD_LINK_MESSAGES.failed).catch(() => undefined);
    } finally {
      clearInterval(timer);
    }
  }

  function launch(runId: number): void {
    if (active.has(runId)) return;
    if (closing) {
      void finishRun(o.db, runId, 'FAILED', DEAD_LINK_MESSAGES.shutdown).catch(() => undefined);
      return;
    }
    let reason: TAbortReason | null = null;
    let wake: () => void = () => undefined;
    const aborted = new Promise<typeof ABORTED>((resolve) => (wake = () => resolve(ABORTED)));
    const abort = (r: TAbortReason) => {
      reason ??= r;
      wake();
    };
    const done = work(runId, () => reason, aborted, abort).finally(() => active.delete(runId));
    active.set(runId, { abort, done });
  }

  return {
    launch,
    isLocal: (runId) => active.has(runId),
    async stopLocal(runId) {
      const job = active.get(runId);
      job?.abort('STOP');
      await job?.done;
    },
    async close() {
      closing = true;
      const jobs = [...active.values()];
      for (const job of jobs) job.abort('SHUTDOWN');
      await Promise.all(jobs.map((j) => j.done));
    },
  };
}
