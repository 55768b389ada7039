import type { PgTable } from 'drizzle-orm/pg-core';
import type { TTx } from './client.js';
import { countRows } from './paging.js';

/**
 * Seed rows written by 'system' on an empty table only: seeders run on every start, and rows an
 * administrator removed must stay removed. True when it inserted them.
 */
export async function insertWhenEmpty<T extends PgTable>(tx: TTx, table: T, rows: T['$inferInsert'][]): Promise<boolean> {
  if (rows.length === 0 || (await countRows(tx, table, undefined)) > 0) return false;
  await tx.insert(table).values(rows.map((row) => ({ ...row, registeredBy: 'system', updatedBy: 'system' })));
  return true;
}
