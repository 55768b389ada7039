import type { TDbOrTx } from './client.js';

type TValues = Record<string, unknown>;
type TExecute<TResult> = { execute(values?: TValues): Promise<TResult> };
type TPreparable<TResult> = TExecute<TResult> & { prepare(name: string): TExecute<TResult> };

/**
 * A query Drizzle builds once per database handle, with sql.placeholder() for its values: on the
 * hot read paths (a board's list and post pages) building the SQL cost Node more than PostgreSQL
 * spent on the query (scripts/bench). On a transaction it is built and run as any other query.
 */
export function preparedQuery<TResult>(name: string, build: (db: TDbOrTx) => TPreparable<TResult>): (db: TDbOrTx, values: TValues) => Promise<TResult> {
  const cache = new WeakMap<TDbOrTx, TExecute<TResult>>();
  return (db, values) => {
    // only the pool's handle carries $client; a transaction keeps its own connection and state
    if (!('$client' in db)) return build(db).execute(values);
    let statement = cache.get(db);
    if (!statement) {
      statement = build(db).prepare(name);
      cache.set(db, statement);
    }
    return statement.execute(values);
  };
}
