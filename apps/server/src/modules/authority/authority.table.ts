import { date, index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/columns.js';
import { mbr } from '../member/member.table.js';

/** spec §5, SECURITY 14: authority granted to a user for a date range, effective only inside it. */
export const authrtGrant = pgTable(
  'authrt_grant',
  {
    authrtGrantId: serial().primaryKey(),
    userId: text()
      .notNull()
      .references(() => mbr.userId),
    authrtCd: text().notNull(),
    bgngYmd: date({ mode: 'string' }).notNull(),
    endYmd: date({ mode: 'string' }).notNull(),
    ...auditColumns,
  },
  (t) => [index('authrt_grant_user_idx').on(t.userId, t.authrtCd)],
);
