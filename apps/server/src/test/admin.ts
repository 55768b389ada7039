import pg from 'pg';

/** The same server as `url`, another database. */
export function withDatabase(url: string, database: string): string {
  const target = new URL(url);
  target.pathname = `/${database}`;
  return target.href;
}

/** Database names here come from the harness only; quoting still keeps them one identifier. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** One short connection to the maintenance database, for CREATE and DROP DATABASE. */
export async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: 'career-portal-tests' });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
