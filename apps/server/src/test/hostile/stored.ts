import type { Pool } from 'pg';

/** Field names that hold a row's id or a code: their example should name a row that exists. */
const KEY_FIELD = /(?:Id|Cd|Sn|No|Authrt)$/;

const snakeCase = (field: string) => field.replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`);

/**
 * A stored value for each id or code field (a path's `boardId`, a body's `bannerSeCd`): the column of
 * that snake_case name, found through information_schema, in the table whose primary key it is when
 * there is one, so a path id names a real row and a code is one of its group. Fields without such a
 * column are left out (the example falls back to the schema's own value).
 */
export async function storedValues(pool: Pool, fields: Iterable<string>): Promise<Map<string, string>> {
  const wanted = new Map([...new Set(fields)].filter((field) => KEY_FIELD.test(field)).map((field) => [snakeCase(field), field]));
  const { rows: columns } = await pool.query<{ table_name: string; column_name: string }>(
    `select distinct on (c.column_name) c.table_name, c.column_name
       from information_schema.columns c
       left join information_schema.key_column_usage k
         on k.table_schema = c.table_schema and k.table_name = c.table_name and k.column_name = c.column_name
        and k.constraint_name in (select constraint_name from information_schema.table_constraints where constraint_type = 'PRIMARY KEY' and table_schema = 'public')
      where c.table_schema = 'public' and c.column_name = any($1)
      order by c.column_name, (k.column_name is null), c.table_name`,
    [[...wanted.keys()]],
  );
  const stored = new Map<string, string>();
  for (const { table_name: table, column_name: column } of columns) {
    const { rows } = await pool.query<{ value: string }>(
      `select ${quote(column)}::text as value from ${quote(table)} where ${quote(column)} is not null order by 1 limit 1`,
    );
    if (rows[0]) stored.set(wanted.get(column)!, rows[0].value);
  }
  return stored;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
