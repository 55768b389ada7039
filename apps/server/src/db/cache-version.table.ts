import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns.js';

/**
 * The version of each per-process cache whose data has no version of its own (db/versioned-cache.ts):
 * a change of the cached rows bumps its row in the change's transaction.
 */
export const cacheVer = pgTable('cache_ver', {
  cacheNm: text().primaryKey(),
  ver: bigint({ mode: 'number' }).notNull(),
  ...auditColumns,
});
