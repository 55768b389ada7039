import { formatSeoulDateTime } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';

/** A scheduled run may still start this long after its time (a process that was down or busy catches up). */
const CATCH_UP_MIN = 60;

/**
 * The Seoul day whose scheduled run is due at `now`, or null. Due from the configured time for
 * CATCH_UP_MIN minutes, so a restart at noon does not start the night's check in office hours.
 */
export function dueScheduleDay(schedule: string, now: Date): string | null {
  const [day = '', time = ''] = formatSeoulDateTime(now).split(' ');
  const [h, m] = time.split(':').map(Number);
  const [sh, sm] = schedule.split(':').map(Number);
  const late = h! * 60 + m! - (sh! * 60 + sm!);
  return late >= 0 && late < CATCH_UP_MIN ? day : null;
}

export type TScheduler = { stop(): void };

/**
 * Every process ticks; the run of the day is made by whichever gets there first (the unique index
 * on the run's schedule day decides), so N processes give one run.
 */
export function startScheduler(o: {
  schedule: string;
  tickMs: number;
  log: FastifyBaseLogger;
  start: (day: string) => Promise<number | null>;
  now?: () => Date;
}): TScheduler {
  let busy = false;
  const tick = () => {
    const day = dueScheduleDay(o.schedule, (o.now ?? (() => new Date()))());
    if (!day || busy) return;
    busy = true;
    o.start(day)
      .then((runId) => runId !== null && o.log.info({ runId, day }, 'scheduled dead-link run started'))
      .catch((error: unknown) => o.log.warn({ err: error }, 'scheduled dead-link run could not start'))
      .finally(() => (busy = false));
  };
  const timer = setInterval(tick, o.tickMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
