import { type AnyPgColumn, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { auditColumns, ynColumn } from '../../db/columns.js';

/**
 * spec §3 menu item. acsAuthrt is not stored: it is computed per caller from mbrTypeAuthrts
 * (null: everyone may run the menu; otherwise the member types that may).
 */
export const menu = pgTable('menu', {
  menuId: text().primaryKey(),
  upMenuId: text().references((): AnyPgColumn => menu.menuId, { onDelete: 'cascade' }),
  level: smallint().notNull(),
  menuNm: text().notNull(),
  menuUrl: text(),
  menuExpln: text(),
  trgtTypeCd: text(),
  sortSeq: integer().notNull().default(0),
  useYn: ynColumn().notNull().default('Y'),
  mbrTypeAuthrts: text().array(),
  ...auditColumns,
});
