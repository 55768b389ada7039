import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * SECURITY 12: server-side sessions. The cookie holds an opaque random id; only its sha-256 is
 * stored. pendingCd marks a half-finished login (terms re-agreement, forced password change,
 * OTP enrolment): such a session is not logged in for any other route.
 */
export const userSession = pgTable(
  'user_session',
  {
    sidHash: text().primaryKey(),
    userId: text().notNull(),
    realmCd: text({ enum: ['USER', 'ADMIN'] }).notNull(),
    pendingCd: text({ enum: ['TRMS_REAGRE', 'PSWD_CHG', 'OTP_ENROLL', 'GRDN_CNST'] }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    idleExpiresAt: timestamp({ withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp({ withTimezone: true }).notNull(),
    ip: text(),
    userAgent: text(),
  },
  (t) => [index('user_session_user_idx').on(t.userId), index('user_session_idle_idx').on(t.idleExpiresAt)],
);
