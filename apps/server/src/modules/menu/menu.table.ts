import { type AnyPgColumn, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { auditColumns, ynColumn } from '../../db/columns.js';

/**
 * spec §3 menu item. acsAuthrt is not stored: it is computed per caller from mbrTypeAuthrts
 * (null: everyone may run the menu; otherwise the member types that may).
 */
export const menu = pgTable('menu', {
  menuId: text().primaryKey(),
  /** USER: the public header; ADMIN: the back office's side menu */
  realmCd: text({ enum: ['USER', 'ADMIN'] })
    .notNull()
    .default('USER'),
  upMenuId: text().references((): AnyPgColumn => menu.menuId, { onDelete: 'cascade' }),
  level: smallint().notNull(),
  menuNm: text().notNull(),
  menuUrl: text(),
  menuExpln: text(),
  trgtTypeCd: text(),
  sortSeq: integer().notNull().default(0),
  useYn: ynColumn().notNull().default('Y'),
  mbrTypeAuthrts: text().array(),
  /** Y: a guest is sent to the login page (spec §6 route guard) */
  lgnNeedYn: ynColumn().notNull().default('N'),
  ...auditColumns,
});
