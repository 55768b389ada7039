import type { TDeadLinkResultQuery, TDeadLinkRunSttsCd, TDeadLinkStartTypeCd } from '@portal/contract';
import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, isNull, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import type { TDb, TDbOrTx, TTx } from '../../db/client.js';
import { countRows } from '../../db/paging.js';
import { keywordWhere } from '../../db/search.js';
import type { TCheckResult } from './dead-link.check.js';
import type { TLink } from './dead-link.sources.js';
import { deadLinkRslt, deadLinkRun } from './dead-link.table.js';

export type TRunRow = typeof deadLinkRun.$inferSelect;
export type TRsltRow = typeof deadLinkRslt.$inferSelect;

/** Runs kept with their results (older ones are dropped when a run starts). */
const KEPT_RUNS = 20;

/** A RUNNING run whose heartbeat is older than this is taken as dead (its process crashed). */
const staleBefore = (staleSec: number) => sql`now() - make_interval(secs => ${staleSec})`;

/** Ends RUNNING runs whose worker stopped beating (crashed process): FAILED, or STOPPED when a stop asks it. */
export async function endStaleRuns(tx: TDbOrTx, staleSec: number, sttsCd: 'FAILED' | 'STOPPED', runMsg: string): Promise<number> {
  const rows = await tx
    .update(deadLinkRun)
    .set({ sttsCd, endedAt: sql`${deadLinkRun.heartbeatAt}`, runMsg, updatedAt: sql`now()` })
    .where(and(eq(deadLinkRun.sttsCd, 'RUNNING'), lt(deadLinkRun.heartbeatAt, staleBefore(staleSec))))
    .returning({ runId: deadLinkRun.runId });
  return rows.length;
}

export type TNewRun = { startTypeCd: TDeadLinkStartTypeCd; scheduleDe: string | null; totalCount: number; startedBy: string };

/** undefined when another run is RUNNING (or the day's scheduled run exists): the partial unique indexes decide. */
export async function insertRun(tx: TTx, run: TNewRun): Promise<TRunRow | undefined> {
  const [row] = await tx
    .insert(deadLinkRun)
    .values({ ...run, sttsCd: 'RUNNING', registeredBy: run.startedBy, updatedBy: run.startedBy })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function insertLinks(tx: TTx, runId: number, links: (TLink & { checkUrl: string })[], by: string): Promise<void> {
  for (let i = 0; i < links.length; i += 500) {
    await tx.insert(deadLinkRslt).values(links.slice(i, i + 500).map((l) => ({ ...l, runId, registeredBy: by, updatedBy: by })));
  }
}

export async function pruneOldRuns(tx: TTx): Promise<void> {
  const kept = tx.select({ runId: deadLinkRun.runId }).from(deadLinkRun).orderBy(desc(deadLinkRun.runId)).limit(KEPT_RUNS);
  await tx.delete(deadLinkRun).where(and(notInArray(deadLinkRun.runId, kept), sql`${deadLinkRun.sttsCd} <> 'RUNNING'`));
}

/** The newest run, and whether its worker has stopped beating (a RUNNING run that is in fact dead). */
export async function findLastRun(db: TDbOrTx, staleSec: number): Promise<(TRunRow & { stale: boolean }) | undefined> {
  const [row] = await db
    .select({ ...getTableColumns(deadLinkRun), stale: sql<boolean>`${deadLinkRun.heartbeatAt} < ${staleBefore(staleSec)}` })
    .from(deadLinkRun)
    .orderBy(desc(deadLinkRun.runId))
    .limit(1);
  return row;
}

export async function existsScheduledRun(db: TDbOrTx, day: string): Promise<boolean> {
  const [row] = await db.select({ runId: deadLinkRun.runId }).from(deadLinkRun).where(eq(deadLinkRun.scheduleDe, day)).limit(1);
  return row !== undefined;
}

/** Marks the running run to stop; the worker, in whatever process, sees it between links. */
export async function requestStop(db: TDbOrTx, by: string): Promise<TRunRow | undefined> {
  const [row] = await db
    .update(deadLinkRun)
    .set({ stopYn: 'Y', stoppedBy: by, updatedBy: by, updatedAt: sql`now()` })
    .where(eq(deadLinkRun.sttsCd, 'RUNNING'))
    .returning();
  return row;
}

/** The worker is alive; answers the stop flag, or null when the run is no longer RUNNING. */
export async function beat(db: TDbOrTx, runId: number): Promise<'Y' | 'N' | null> {
  const [row] = await db
    .update(deadLinkRun)
    .set({ heartbeatAt: sql`now()` })
    .where(and(eq(deadLinkRun.runId, runId), eq(deadLinkRun.sttsCd, 'RUNNING')))
    .returning({ stopYn: deadLinkRun.stopYn });
  return row?.stopYn ?? null;
}

export async function findPendingUrls(db: TDbOrTx, runId: number): Promise<string[]> {
  const rows = await db
    .selectDistinctOn([deadLinkRslt.checkUrl], { checkUrl: deadLinkRslt.checkUrl, first: deadLinkRslt.rsltId })
    .from(deadLinkRslt)
    .where(and(eq(deadLinkRslt.runId, runId), isNull(deadLinkRslt.rsltCd)))
    .orderBy(deadLinkRslt.checkUrl, deadLinkRslt.rsltId);
  return rows.sort((a, b) => a.first - b.first).map((r) => r.checkUrl);
}

/** One address's result, on every row of the run that has it, and the run's counters, together. */
export async function recordResult(db: TDb, runId: number, checkUrl: string, r: TCheckResult): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .update(deadLinkRslt)
      .set({ rsltCd: r.rsltCd, httpStatus: r.httpStatus, elapsedMs: r.elapsedMs, rsltMsg: r.rsltMsg, checkedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(deadLinkRslt.runId, runId), eq(deadLinkRslt.checkUrl, checkUrl), isNull(deadLinkRslt.rsltCd)))
      .returning({ rsltId: deadLinkRslt.rsltId });
    if (rows.length === 0) return;
    const ok = r.rsltCd === 'OK' ? 1 : 0;
    await tx
      .update(deadLinkRun)
      .set({
        doneCount: sql`${deadLinkRun.doneCount} + 1`,
        okCount: sql`${deadLinkRun.okCount} + ${ok}`,
        brokenCount: sql`${deadLinkRun.brokenCount} + ${1 - ok}`,
        heartbeatAt: sql`now()`,
      })
      .where(eq(deadLinkRun.runId, runId));
  });
}

export async function finishRun(db: TDbOrTx, runId: number, sttsCd: Exclude<TDeadLinkRunSttsCd, 'RUNNING'>, runMsg: string | null): Promise<boolean> {
  const rows = await db
    .update(deadLinkRun)
    .set({ sttsCd, runMsg, endedAt: sql`now()`, heartbeatAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(deadLinkRun.runId, runId), eq(deadLinkRun.sttsCd, 'RUNNING')))
    .returning({ runId: deadLinkRun.runId });
  return rows.length > 0;
}

export type TResultFilter = Omit<TDeadLinkResultQuery, 'currentPage' | 'maxResults' | 'runId'>;

export function resultWhere(runId: number, f: TResultFilter): SQL | undefined {
  return and(
    eq(deadLinkRslt.runId, runId),
    f.rsltCd === 'WAIT' ? isNull(deadLinkRslt.rsltCd) : f.rsltCd ? eq(deadLinkRslt.rsltCd, f.rsltCd) : undefined,
    f.srcTypeCd ? eq(deadLinkRslt.srcTypeCd, f.srcTypeCd) : undefined,
    keywordWhere(f.searchWrd, deadLinkRslt.srcNm, deadLinkRslt.linkUrl),
  );
}

export const countResults = (db: TDbOrTx, where: SQL | undefined) => countRows(db, deadLinkRslt, where);

export function findResultPage(db: TDbOrTx, where: SQL | undefined, offset: number, limit: number) {
  return db.select().from(deadLinkRslt).where(where).orderBy(asc(deadLinkRslt.rsltId)).offset(offset).limit(limit);
}

export type TLastCheck = { rsltCd: string; httpStatus: number | null; checkedAt: Date };

/** The newest result of each address (any run), for the lists of the link sources. */
export async function findLastChecks(db: TDbOrTx, urls: string[]): Promise<Map<string, TLastCheck>> {
  if (urls.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([deadLinkRslt.linkUrl], {
      linkUrl: deadLinkRslt.linkUrl,
      rsltCd: deadLinkRslt.rsltCd,
      httpStatus: deadLinkRslt.httpStatus,
      checkedAt: deadLinkRslt.checkedAt,
    })
    .from(deadLinkRslt)
    .where(and(inArray(deadLinkRslt.linkUrl, [...new Set(urls)]), isNotNull(deadLinkRslt.checkedAt)))
    .orderBy(deadLinkRslt.linkUrl, desc(deadLinkRslt.checkedAt));
  return new Map(rows.map((r) => [r.linkUrl, { rsltCd: r.rsltCd!, httpStatus: r.httpStatus, checkedAt: r.checkedAt! }]));
}
