import { date, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One identity verification (spec §2 nice / niceCallback) from request to use. The result is
 * bound to the browser that asked (its anti-forgery subject) and used once, for one purpose.
 */
export const idntfVrfc = pgTable(
  'idntf_vrfc',
  {
    vrfcId: text().primaryKey(),
    providerCd: text({ enum: ['LOCAL', 'NICE'] }).notNull(),
    purposeCd: text({ enum: ['JOIN', 'GUARDIAN', 'FIND_ID', 'FIND_PSWD', 'DORMANT'] }).notNull(),
    /** hash of the anti-forgery subject of the browser that started it */
    ownerHash: text().notNull(),
    sttsCd: text({ enum: ['REQUESTED', 'VERIFIED', 'USED', 'FAILED'] })
      .notNull()
      .default('REQUESTED'),
    userNm: text(),
    brdt: date({ mode: 'string' }),
    genderCd: text(),
    mblTelno: text(),
    ciHash: text(),
    requestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    verifiedAt: timestamp({ withTimezone: true }),
    usedAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('idntf_vrfc_expires_idx').on(t.expiresAt)],
);

/** findPswd: a single-use reset token (only its hash), issued after identity verification. */
export const pswdResetToken = pgTable('pswd_reset_token', {
  tokenHash: text().primaryKey(),
  userId: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
