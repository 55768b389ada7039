import { expect, test } from 'vitest';
import { useTestDatabase } from '../test/database.js';

const database = useTestDatabase();

/** Every column but the clock's: what a fresh install's seeders wrote. */
const rowsOf = async (table: string, orderBy: string, omit: string[]) => {
  const { rows } = await database.pool.query<Record<string, unknown>>(`select * from ${table} order by ${orderBy}`);
  return rows.map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => !omit.includes(column))));
};

/** One row a line, so a change shows as the lines of the rows it touched. */
const section = (title: string, rows: unknown[]) => [`# ${title}`, ...rows.map((row) => JSON.stringify(row))].join('\n');

test('a fresh install seeds the same codes, reflected codes and menus as before the modules declared their own', async () => {
  const audit = ['registered_at', 'updated_at'];
  const reflects = await rowsOf('com_cd_rflct', 'rflct_ver', ['rflct_at']);
  const seeded = [
    section('com_cd', await rowsOf('com_cd', 'com_cd_id', audit)),
    ...reflects.map(({ codes, ...reflect }) => section(`com_cd_rflct ${JSON.stringify(reflect)}`, codes as unknown[])),
    section('menu', await rowsOf('menu', 'menu_id', audit)),
  ];
  await expect(`${seeded.join('\n\n')}\n`).toMatchFileSnapshot('./seed-data.snapshot.txt');
});
