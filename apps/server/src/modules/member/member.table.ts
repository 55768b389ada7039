import { sql } from 'drizzle-orm';
import { bigserial, check, date, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, ynColumn } from '../../db/columns.js';

/**
 * Accounts of both realms (spec §3 login user info). userId is the login id, lower case, never
 * reused. Personal fields are cleared on withdrawal; the row stays so the id is not reissued.
 */
export const mbr = pgTable(
  'mbr',
  {
    userId: text().primaryKey(),
    userNm: text().notNull(),
    /** argon2id (SECURITY 10); null for an account that only logs in through a provider */
    pswdHash: text(),
    pswdChgAt: timestamp({ withTimezone: true }),
    /** YYYY-MM-DD */
    brdt: date({ mode: 'string' }),
    /** A admin; G, T, S user realm */
    userTypeCd: text({ enum: ['A', 'G', 'T', 'S'] }).notNull(),
    mbrTypeAuthrt: text().notNull(),
    userSttsCd: text({ enum: ['ACTV', 'PNDG', 'LOCK', 'DRMT', 'WTDR'] })
      .notNull()
      .default('ACTV'),
    /** administrators only (manager page) */
    admRoleCd: text({ enum: ['SUPER', 'STAFF', 'INST'] }),
    instNm: text(),
    schlTypeCd: text(),
    schlNm: text(),
    schlCd: text(),
    grd: smallint(),
    clsNm: text(),
    email: text(),
    mblTelno: text(),
    zip: text(),
    addr: text(),
    addrDtl: text(),
    /** Y: registered in bulk from a spreadsheet; the first login must set a new password */
    eblcRegYn: ynColumn().notNull().default('N'),
    /** sha-256 of the identity provider's connecting information: one account per person */
    ciHash: text(),
    /**
     * SECURITY 11: consecutive failures, counted atomically; lockedUntil after the fifth. The count
     * restarts once the lock has ended or the last failure (loginFailAt) is a lock period old.
     */
    loginFailCnt: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
    loginFailAt: timestamp({ withTimezone: true }),
    lastLoginAt: timestamp({ withTimezone: true }),
    /** TOTP secret, encrypted with the server key (SECURITY 11); null until enrolled */
    totpSecretEnc: text(),
    /** the last accepted TOTP time step: a code is accepted once */
    totpLastStep: integer(),
    joinAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp({ withTimezone: true }),
    approvedBy: text(),
    withdrawnAt: timestamp({ withTimezone: true }),
    ...auditColumns,
  },
  (t) => [
    check('mbr_user_id_format', sql`${t.userId} ~ '^[a-z][a-z0-9_]{3,19}$'`),
    uniqueIndex('mbr_ci_hash_realm_uq')
      .on(t.ciHash, t.userTypeCd)
      .where(sql`${t.ciHash} is not null and ${t.userSttsCd} <> 'WTDR'`),
    index('mbr_type_stts_idx').on(t.userTypeCd, t.userSttsCd),
    index('mbr_join_at_idx').on(t.joinAt),
    // issue 18: a school's students and teachers (rosters, the reader rule, the public-name rule)
    index('mbr_schl_cd_idx').on(t.schlCd, t.grd),
  ],
);

/** Versions of the terms (spec §2 join agreements). The current version is the newest in force. */
export const trms = pgTable(
  'trms',
  {
    trmsCd: text().notNull(),
    trmsVer: integer().notNull(),
    trmsNm: text().notNull(),
    cn: text().notNull(),
    requiredYn: ynColumn().notNull().default('Y'),
    /** SVC: everyone; MAJUON: the partner-site join */
    trgtCd: text({ enum: ['SVC', 'MAJUON'] })
      .notNull()
      .default('SVC'),
    effectiveDate: date({ mode: 'string' }).notNull(),
    sortSeq: integer().notNull().default(0),
    ...auditColumns,
  },
  (t) => [primaryKey({ columns: [t.trmsCd, t.trmsVer] })],
);

/** Which version of which terms each member agreed to, and when. */
export const mbrTrmsAgre = pgTable(
  'mbr_trms_agre',
  {
    userId: text()
      .notNull()
      .references(() => mbr.userId),
    trmsCd: text().notNull(),
    trmsVer: integer().notNull(),
    agreYn: ynColumn().notNull(),
    agreedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.trmsCd, t.trmsVer] })],
);

/** SECURITY 16: a child under 14 joins only with a verified legal guardian's consent, kept here. */
export const guardianConsent = pgTable('guardian_consent', {
  consentId: serial().primaryKey(),
  userId: text()
    .notNull()
    .references(() => mbr.userId),
  guardianNm: text().notNull(),
  guardianBrdt: date({ mode: 'string' }).notNull(),
  guardianCiHash: text().notNull(),
  relationCd: text().notNull(),
  verificationId: text().notNull(),
  consentedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  consentIp: text(),
});

/**
 * Issue 13 (decision 016): failures at ids that are no account, counted like an account's so the
 * lock message does not tell which ids exist. The id is stored only as a keyed hash; a row whose
 * count would restart anyway is purged by the next attempt at any unknown id.
 */
export const unknownLoginFail = pgTable(
  'unknown_login_fail',
  {
    idHash: text().primaryKey(),
    failCnt: integer().notNull(),
    lockedUntil: timestamp({ withTimezone: true }),
    failAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('unknown_login_fail_at_idx').on(t.failAt)],
);

/** Every login attempt of a known account (dashboard: today's logins; audit trail). */
export const loginHstry = pgTable(
  'login_hstry',
  {
    loginHstryId: bigserial({ mode: 'number' }).primaryKey(),
    userId: text().notNull(),
    realmCd: text({ enum: ['USER', 'ADMIN'] }).notNull(),
    rsltCd: text({ enum: ['SUCCESS', 'FAIL', 'LOCKED', 'DENIED'] }).notNull(),
    methodCd: text().notNull().default('PSWD'),
    ip: text(),
    userAgent: text(),
    loginAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_hstry_user_idx').on(t.userId, t.loginAt), index('login_hstry_at_idx').on(t.loginAt)],
);
