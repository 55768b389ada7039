import { computePagination, PAGE_SIZE, type TPage } from '@portal/contract';
import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { TDbOrTx } from './client.js';

/** The number of rows of a table that match a filter. */
export async function countRows(db: TDbOrTx, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/**
 * The number of matching rows counted up to `cap` (ARCHITECTURE: no unbounded exact count per
 * request): the rows are limited before they are counted, so a large table stops early.
 */
export async function countRowsCapped(db: TDbOrTx, table: PgTable, where: SQL | undefined, cap: number): Promise<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(cap)
    .as('capped');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
  return row?.n ?? 0;
}

/**
 * One page of a list (spec §3 pagination): counted first, so a page past the end answers the
 * last page's rows with its number. Public lists ask no page size: spec §9's 10 a page.
 */
export async function pageOf<TRow>(
  { currentPage, maxResults = PAGE_SIZE }: { currentPage: number; maxResults?: number },
  total: Promise<number>,
  rowsAt: (offset: number, limit: number) => Promise<TRow[]>,
): Promise<TPage<TRow>> {
  const pagination = computePagination(await total, currentPage, maxResults);
  return { list: await rowsAt((pagination.currentPage - 1) * maxResults, maxResults), pagination };
}
