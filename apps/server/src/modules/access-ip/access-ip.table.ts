import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { auditColumns, ynColumn } from '../../db/columns.js';

/** SECURITY 14: the admin realm's allow-list (spec §5: IP in the correct form for its type). */
export const accessIp = pgTable('access_ip', {
  accessIpId: serial().primaryKey(),
  ipTypeCd: text({ enum: ['IPV4', 'IPV6', 'CIDR'] }).notNull(),
  ipAddr: text().notNull(),
  ipExpln: text(),
  useYn: ynColumn().notNull().default('Y'),
  ...auditColumns,
});
