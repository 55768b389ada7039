import { pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/columns.js';
import { mbr } from '../member/member.table.js';

/** A teacher's draft of a student's career-activity remarks for a school year (학교생활기록부 진로활동 특기사항). */
export const crrSpclt = pgTable(
  'crr_spclt',
  {
    userId: text()
      .notNull()
      .references(() => mbr.userId),
    schlYr: smallint().notNull(),
    cn: text().notNull(),
    /** updatedBy: the teacher who saved last */
    ...auditColumns,
  },
  (t) => [primaryKey({ columns: [t.userId, t.schlYr] })],
);
