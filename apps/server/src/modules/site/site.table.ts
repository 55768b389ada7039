import { date, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { auditColumns, ynColumn } from '../../db/columns.js';

/** Site-wide settings edited by administrators (site name, address, phone, copyright). */
export const siteSetting = pgTable('site_setting', {
  settingKey: text().primaryKey(),
  settingValue: text().notNull(),
  ...auditColumns,
});

/** Texts of the three policy pages linked from the footer (spec §2). */
export const policyPage = pgTable('policy_page', {
  polcyCd: text().primaryKey(),
  title: text().notNull(),
  cn: text().notNull(),
  effectiveDate: date({ mode: 'string' }).notNull(),
  ...auditColumns,
});

/** Footer link lists: seCd EDU (education institutions) or CRR (career institutions). */
export const instLink = pgTable('inst_link', {
  instLinkId: serial().primaryKey(),
  seCd: text({ enum: ['EDU', 'CRR'] }).notNull(),
  instNm: text().notNull(),
  url: text().notNull(),
  sortSeq: integer().notNull().default(0),
  useYn: ynColumn().notNull().default('Y'),
  ...auditColumns,
});
