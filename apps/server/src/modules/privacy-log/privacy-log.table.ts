import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * SECURITY 17: every admin or teacher view, change, delete, export or download of a member's data.
 * Append-only: a trigger (migration) refuses UPDATE and DELETE; kept at least two years.
 */
export const indvdlInfoAcsLog = pgTable(
  'indvdl_info_acs_log',
  {
    logId: bigserial({ mode: 'number' }).primaryKey(),
    actorUserId: text().notNull(),
    actorIp: text(),
    actnCd: text({ enum: ['VIEW', 'UPDATE', 'DELETE', 'EXPORT', 'DOWNLOAD'] }).notNull(),
    /** whose data: one member, or a description of a list (export) */
    trgtUserId: text(),
    trgtDesc: text(),
    menuPath: text(),
    reason: text(),
    actedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('indvdl_info_acs_log_at_idx').on(t.actedAt), index('indvdl_info_acs_log_trgt_idx').on(t.trgtUserId)],
);
