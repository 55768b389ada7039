import { char, text, timestamp } from 'drizzle-orm/pg-core';

/** ARCHITECTURE convention 8: every table carries the same audit columns. */
export const auditColumns = {
  registeredBy: text(),
  registeredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedBy: text(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

/** Y/N flags are 'Y' | 'N' strings end to end (spec §3). */
export const ynColumn = () => char({ length: 1, enum: ['Y', 'N'] });

/** The audit columns as an admin item answers them (contract ZAuditFields: ISO times). */
export const auditOf = (row: { registeredBy: string | null; registeredAt: Date; updatedBy: string | null; updatedAt: Date }) => ({
  registeredBy: row.registeredBy,
  registeredAt: row.registeredAt.toISOString(),
  updatedBy: row.updatedBy,
  updatedAt: row.updatedAt.toISOString(),
});
