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
