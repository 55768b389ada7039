import { type AnyPgColumn, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { auditColumns, ynColumn } from '../../db/columns.js';

/**
 * spec §3 code item, any depth. A group is a root row (comCdId = comCd = the group's name); a
 * child's comCdId is `${upComCdId}.${comCd}` when made (comCd never holds a dot), so it stays
 * stable. Deleting a code deletes its children (the service confirms and checks them first).
 */
export const comCd = pgTable(
  'com_cd',
  {
    comCdId: text().primaryKey(),
    upComCdId: text().references((): AnyPgColumn => comCd.comCdId, { onDelete: 'cascade' }),
    comCd: text().notNull(),
    comCdNm: text().notNull(),
    cdExpln: text(),
    sortSeq: integer().notNull().default(0),
    useYn: ynColumn().notNull().default('Y'),
    /** 'Y': fixed by the spec or relied on by code; cannot be deleted, comCd cannot change */
    sysYn: ynColumn().notNull().default('N'),
    ...auditColumns,
  },
  (t) => [unique('com_cd_up_com_cd_uq').on(t.upComCdId, t.comCd).nullsNotDistinct(), index().on(t.upComCdId, t.sortSeq)],
);

/** One reflected code as users see it (spec §4); the row shape of a snapshot. */
export type TReflectedCode = {
  comCdId: string;
  upComCdId: string | null;
  comCd: string;
  comCdNm: string;
  cdExpln: string | null;
  sortSeq: number;
};

/**
 * spec §4: 'reflect the code to the user screen'. Each reflect stores the active codes as users
 * will see them, under a new version; every app process serves the newest version (decision 008).
 */
export const comCdRflct = pgTable('com_cd_rflct', {
  rflctVer: integer().primaryKey().generatedAlwaysAsIdentity(),
  codes: jsonb().$type<TReflectedCode[]>().notNull(),
  rflctAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  rflctBy: text(),
});
