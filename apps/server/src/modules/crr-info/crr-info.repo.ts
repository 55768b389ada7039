import type { TCrrInfoQuery, TJobListQuery } from '@portal/contract';
import { and, arrayContains, asc, eq, getTableColumns, ilike, inArray, like, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { countRows } from '../../db/paging.js';
import { containsPattern } from '../../db/search.js';
import { jobSearchQuery, jobSearchTokens } from './crr-info.search.js';
import { job } from './crr-info.table.js';

export type TJobRow = typeof job.$inferSelect;
export type TJobWrite = Omit<typeof job.$inferInsert, 'srchTkns' | 'registeredBy' | 'registeredAt' | 'updatedBy' | 'updatedAt'>;

/** Everything but the search tokens. */
const { srchTkns: _tokens, ...jobColumns } = getTableColumns(job);

const aliasText = sql<string>`array_to_string(${job.aliases}, ' ')`;

/**
 * decision 013: the GIN index finds the jobs holding the word's bigrams, then the word is rechecked
 * as a substring of the name or an alias (bigrams alone would also match them scattered).
 */
function jobSearchWhere(word: string | undefined): SQL | undefined {
  if (!word) return undefined;
  const tokens = jobSearchQuery(word);
  if (tokens.length === 0) return sql`false`;
  const pattern = containsPattern(word.normalize('NFKC'));
  return and(arrayContains(job.srchTkns, tokens), or(ilike(job.jobNm, pattern), ilike(aliasText, pattern)));
}

/** The public list's filters: the jobs in use, by word, family, strongest Holland type and value. */
export function publicJobWhere(query: Omit<TCrrInfoQuery, 'currentPage'>): SQL | undefined {
  return and(
    eq(job.useYn, 'Y'),
    jobSearchWhere(query.srchWrd),
    query.jobFmlyCd ? eq(job.jobFmlyCd, query.jobFmlyCd) : undefined,
    query.hollandCd ? like(job.hollandCd, `${query.hollandCd}%`) : undefined,
    query.valueCd ? arrayContains(job.valueCds, [query.valueCd]) : undefined,
  );
}

export function adminJobWhere(query: Pick<TJobListQuery, 'srchWrd' | 'jobFmlyCd' | 'useYn'>): SQL | undefined {
  return and(
    jobSearchWhere(query.srchWrd),
    query.jobFmlyCd ? eq(job.jobFmlyCd, query.jobFmlyCd) : undefined,
    query.useYn ? eq(job.useYn, query.useYn) : undefined,
  );
}

export const countJobs = (db: TDbOrTx, where: SQL | undefined) => countRows(db, job, where);

/** The operator's order, then by name; with a word, the jobs whose name holds it come before alias matches. */
export function findJobPage(db: TDbOrTx, where: SQL | undefined, word: string | undefined, offset: number, limit: number) {
  const nameFirst = word ? [sql`(${job.jobNm} ilike ${containsPattern(word.normalize('NFKC'))}) desc`] : [];
  return db
    .select(jobColumns)
    .from(job)
    .where(where)
    .orderBy(...nameFirst, asc(job.sortSeq), asc(job.jobNm), asc(job.jobCd))
    .offset(offset)
    .limit(limit);
}

export async function findJob(db: TDbOrTx, jobCd: string): Promise<Omit<TJobRow, 'srchTkns'> | undefined> {
  const [row] = await db.select(jobColumns).from(job).where(eq(job.jobCd, jobCd));
  return row;
}

/** Code and name of the given jobs in use, in the given order. */
export async function findUsableJobNames(db: TDbOrTx, jobCds: readonly string[]): Promise<{ jobCd: string; jobNm: string }[]> {
  if (jobCds.length === 0) return [];
  const rows = await db
    .select({ jobCd: job.jobCd, jobNm: job.jobNm })
    .from(job)
    .where(and(inArray(job.jobCd, [...jobCds]), eq(job.useYn, 'Y')));
  const byCd = new Map(rows.map((row) => [row.jobCd, row]));
  return jobCds.flatMap((cd) => byCd.get(cd) ?? []);
}

/** Which of these codes are jobs other than `self` (in use or not: an administrator may relate a job not yet shown). */
export async function findExistingJobCds(db: TDbOrTx, jobCds: readonly string[], self: string): Promise<Set<string>> {
  if (jobCds.length === 0) return new Set();
  const rows = await db
    .select({ jobCd: job.jobCd })
    .from(job)
    .where(and(inArray(job.jobCd, [...jobCds]), ne(job.jobCd, self)));
  return new Set(rows.map((row) => row.jobCd));
}

const tokensOf = (row: TJobWrite) => jobSearchTokens(row.jobNm, row.aliases ?? []);

/** False when the code is taken. */
export async function insertJob(tx: TTx, row: TJobWrite, by: string): Promise<boolean> {
  const rows = await tx
    .insert(job)
    .values({ ...row, srchTkns: tokensOf(row), registeredBy: by, updatedBy: by })
    .onConflictDoNothing()
    .returning({ jobCd: job.jobCd });
  return rows.length > 0;
}

export async function updateJob(tx: TTx, row: TJobWrite, by: string): Promise<boolean> {
  const rows = await tx
    .update(job)
    .set({ ...row, srchTkns: tokensOf(row), updatedBy: by, updatedAt: sql`now()` })
    .where(eq(job.jobCd, row.jobCd))
    .returning({ jobCd: job.jobCd });
  return rows.length > 0;
}

export async function switchOffJob(tx: TTx, jobCd: string, by: string): Promise<boolean> {
  const rows = await tx
    .update(job)
    .set({ useYn: 'N', updatedBy: by, updatedAt: sql`now()` })
    .where(eq(job.jobCd, jobCd))
    .returning({ jobCd: job.jobCd });
  return rows.length > 0;
}

/** The name of a job in use, its row locked until the caller's transaction ends (recommendations, INFO points). */
export async function lockUsableJob(tx: TTx, jobCd: string): Promise<{ jobNm: string } | undefined> {
  const [row] = await tx
    .select({ jobNm: job.jobNm })
    .from(job)
    .where(and(eq(job.jobCd, jobCd), eq(job.useYn, 'Y')))
    .for('share');
  return row;
}

const SEED_BY = 'system';

/**
 * The shipped jobs by code: missing ones are inserted, and a shipped job still as the seed wrote it
 * (updated_by 'system') takes the dataset's current text; a job an administrator edited keeps the edit.
 */
const SEEDED_COLUMNS = [
  'jobNm',
  'aliases',
  'jobFmlyCd',
  'hollandCd',
  'valueCds',
  'jobExpln',
  'workCn',
  'prepCn',
  'majors',
  'certs',
  'sbjcts',
  'relJobCds',
  'srcNote',
  'srchTkns',
] as const;

/** `excluded.<column>` of an insert's conflicting row (the database's snake_case name). */
const excluded = (key: string) => sql.raw(`excluded.${key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`);

export async function upsertSeedJobs(tx: TTx, rows: TJobWrite[]): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(job)
    .values(rows.map((row) => ({ ...row, srchTkns: tokensOf(row), registeredBy: SEED_BY, updatedBy: SEED_BY })))
    .onConflictDoUpdate({
      target: job.jobCd,
      set: Object.fromEntries(SEEDED_COLUMNS.map((key) => [key, excluded(key)])),
      setWhere: eq(job.updatedBy, SEED_BY),
    });
}
