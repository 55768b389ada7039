import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { mbr } from '../member/member.table.js';

/** An account linked to a provider identity: by (provider, subject), never by e-mail alone. */
export const socialAcnt = pgTable(
  'social_acnt',
  {
    providerCd: text({ enum: ['kakao', 'naver', 'google', 'majuon'] }).notNull(),
    subject: text().notNull(),
    userId: text()
      .notNull()
      .references(() => mbr.userId),
    linkedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.providerCd, t.subject] })],
);

/**
 * A provider identity that has no account yet: the first social login continues into join with
 * the terms (issue 3). Bound to the browser's anti-forgery subject, short-lived, used once.
 */
export const socialJoinPending = pgTable('social_join_pending', {
  pendingId: text().primaryKey(),
  ownerHash: text().notNull(),
  providerCd: text({ enum: ['kakao', 'naver', 'google', 'majuon'] }).notNull(),
  subject: text().notNull(),
  userNm: text(),
  email: text(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
});
