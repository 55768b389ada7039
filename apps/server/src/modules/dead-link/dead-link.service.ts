import {
  computePagination,
  DEAD_LINK_MESSAGES,
  type TDeadLinkResultItem,
  type TDeadLinkResultQuery,
  type TDeadLinkResultResponse,
  type TDeadLinkRun,
  type TDeadLinkStartResponse,
  type TDeadLinkStartTypeCd,
  type TDeadLinkStatus,
} from '@portal/contract';
import type { TDb } from '../../db/client.js';
import { pageOf } from '../../db/paging.js';
import { AppError } from '../../plugins/app-error.js';
import { assertAdmin, type TActor } from '../../plugins/access.js';
import { normaliseUrl } from './dead-link.check.js';
import {
  countResults,
  endStaleRuns,
  existsScheduledRun,
  findLastRun,
  findResultPage,
  insertLinks,
  insertRun,
  pruneOldRuns,
  requestStop,
  resultWhere,
  type TRsltRow,
  type TRunRow,
} from './dead-link.repo.js';
import type { TRunner } from './dead-link.runner.js';
import { collectLinks } from './dead-link.sources.js';

export type TDeadLinkDeps = {
  db: TDb;
  runner: TRunner;
  /** a RUNNING run whose heartbeat is older than this belongs to a dead process (decision 009) */
  staleSec: number;
  /** 'HH:mm' Asia/Seoul, or null (off) */
  schedule: string | null;
};

const iso = (at: Date | null) => (at ? at.toISOString() : null);

function toRun(row: TRunRow & { stale: boolean }): TDeadLinkRun {
  // A dead worker's run is shown as what it is; the next start (or schedule tick) records it so.
  const dead = row.sttsCd === 'RUNNING' && row.stale;
  return {
    runId: row.runId,
    sttsCd: dead ? 'FAILED' : row.sttsCd,
    startTypeCd: row.startTypeCd,
    totalCount: row.totalCount,
    doneCount: row.doneCount,
    okCount: row.okCount,
    brokenCount: row.brokenCount,
    stopYn: row.stopYn,
    startedBy: row.startedBy,
    stoppedBy: row.stoppedBy,
    startedAt: row.startedAt.toISOString(),
    endedAt: dead ? row.heartbeatAt.toISOString() : iso(row.endedAt),
    runMsg: dead ? DEAD_LINK_MESSAGES.stale : row.runMsg,
  };
}

const toResult = (row: TRsltRow): TDeadLinkResultItem => ({
  rsltId: row.rsltId,
  srcTypeCd: row.srcTypeCd,
  srcId: row.srcId,
  srcNm: row.srcNm,
  linkUrl: row.linkUrl,
  rsltCd: row.rsltCd,
  httpStatus: row.httpStatus,
  elapsedMs: row.elapsedMs,
  rsltMsg: row.rsltMsg,
  checkedAt: iso(row.checkedAt),
});

type TBegin = { startTypeCd: TDeadLinkStartTypeCd; scheduleDe: string | null; startedBy: string };

/**
 * Freezes the list of links and opens the run in one transaction, then hands it to this process's
 * worker. The partial unique index on RUNNING runs makes a second start fail in any process;
 * a stale run (crashed process) is ended first so it cannot block forever.
 */
async function beginRun(deps: TDeadLinkDeps, input: TBegin): Promise<TRunRow | 'NO_URL' | 'BUSY'> {
  const outcome = await deps.db.transaction(async (tx) => {
    const links = (await collectLinks(tx)).map((l) => ({ ...l, checkUrl: normaliseUrl(l.linkUrl) }));
    if (links.length === 0) return 'NO_URL' as const;
    await endStaleRuns(tx, deps.staleSec, 'FAILED', DEAD_LINK_MESSAGES.stale);
    const run = await insertRun(tx, { ...input, totalCount: new Set(links.map((l) => l.checkUrl)).size });
    if (!run) return 'BUSY' as const;
    await insertLinks(tx, run.runId, links, input.startedBy);
    await pruneOldRuns(tx);
    return run;
  });
  if (typeof outcome !== 'string') deps.runner.launch(outcome.runId);
  return outcome;
}

/** POST /api/deadLink/start: answers at once; the check goes on in the background. */
export async function startDeadLinkRun(deps: TDeadLinkDeps, actor: TActor): Promise<TDeadLinkStartResponse> {
  assertAdmin(actor);
  const outcome = await beginRun(deps, { startTypeCd: 'MANUAL', scheduleDe: null, startedBy: actor.userId });
  // spec §8 'no URL list to check'
  if (outcome === 'NO_URL') throw new AppError('NO_URL', 400, DEAD_LINK_MESSAGES.noUrl);
  if (outcome === 'BUSY') throw new AppError('ALREADY_RUNNING', 409, DEAD_LINK_MESSAGES.alreadyRunning);
  return { runId: outcome.runId };
}

/** The daily run (DEAD_LINK_SCHEDULE): once per Seoul day, by whichever process gets there first. */
export async function startScheduledRun(deps: TDeadLinkDeps, day: string): Promise<number | null> {
  if (await existsScheduledRun(deps.db, day)) return null;
  const outcome = await beginRun(deps, { startTypeCd: 'SCHEDULE', scheduleDe: day, startedBy: 'system' });
  return typeof outcome === 'string' ? null : outcome.runId;
}

/** POST /api/deadLink/stop (spec §8 'the check was stopped'). */
export async function stopDeadLinkRun(deps: TDeadLinkDeps, actor: TActor): Promise<{ result: 'SUCCESS'; message: string }> {
  assertAdmin(actor);
  const run = await requestStop(deps.db, actor.userId);
  if (!run) throw new AppError('NOT_RUNNING', 409, DEAD_LINK_MESSAGES.notRunning);
  // This process's worker ends at once; another process's sees the flag within its heartbeat;
  // a dead process's run is ended here, since no worker is left to see it.
  if (deps.runner.isLocal(run.runId)) await deps.runner.stopLocal(run.runId);
  else await endStaleRuns(deps.db, deps.staleSec, 'STOPPED', DEAD_LINK_MESSAGES.stopped);
  return { result: 'SUCCESS', message: DEAD_LINK_MESSAGES.stopped };
}

export async function getDeadLinkStatus(deps: TDeadLinkDeps, actor: TActor): Promise<TDeadLinkStatus> {
  assertAdmin(actor);
  const row = await findLastRun(deps.db, deps.staleSec);
  return { run: row ? toRun(row) : null, schedule: deps.schedule };
}

/** GET /api/deadLink/results: the links of one run (default the last), checked or waiting. */
export async function listDeadLinkResults(deps: TDeadLinkDeps, actor: TActor, query: TDeadLinkResultQuery): Promise<TDeadLinkResultResponse> {
  assertAdmin(actor);
  const { runId: askedRunId, ...filter } = query;
  const runId = askedRunId ?? (await findLastRun(deps.db, deps.staleSec))?.runId;
  if (runId === undefined) return { list: [], pagination: computePagination(0, 1, query.maxResults), runId: null };
  const where = resultWhere(runId, filter);
  const page = await pageOf(query, countResults(deps.db, where), (offset, limit) => findResultPage(deps.db, where, offset, limit));
  return { ...page, list: page.list.map(toResult), runId };
}
