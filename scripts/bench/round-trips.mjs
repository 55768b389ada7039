// Database round trips per request, counted on the database side. pg_stat_statements adds one call
// for every statement a backend completes (BEGIN and COMMIT too: track_utility is on by default;
// statements inside functions are not: track = top), and node-postgres sends one statement per
// round trip (a prepared statement's parse, bind and execute travel together), so calls over N
// sequential requests, divided by N, are the round trips of one request. It counts at the end of
// each statement, so the sum is exact as soon as the last answer is in. pg_stat_database's
// xact_commit was the alternative: it counts a transaction of several statements once and is
// flushed to the shared statistics only every second or so. The portal's timers (session, file and
// link sweeps) run statements of their own now and then: the least of a few batches is taken, as
// a burst lands in one batch at most; a cache's version check every 3 s stays in, as in service.

/** The library has to be loaded when the server starts: this takes effect at the next start. */
export async function preloadStatementStats(pool) {
  await pool.query(`alter system set shared_preload_libraries = 'pg_stat_statements'`);
}

export async function createStatementStats(pool) {
  await pool.query('create extension if not exists pg_stat_statements');
}

const statementsSinceReset = async (pool) => {
  // this query and the reset are the bench's own: left out by their text
  const {
    rows: [row],
  } = await pool.query(
    `select coalesce(sum(calls), 0)::int as calls from pg_stat_statements
     where dbid = (select oid from pg_database where datname = current_database()) and query not like '%pg_stat_statements%'`,
  );
  return row.calls;
};

/** Statements per request: the least over `batches` batches of `count` sequential requests of `paths` (taken in turn). */
export async function roundTripsPerRequest(pool, base, paths, { batches = 3, count = 100 } = {}) {
  let least = Infinity;
  for (let b = 0; b < batches; b++) {
    await pool.query('select pg_stat_statements_reset()');
    for (let i = 0; i < count; i++) {
      const res = await fetch(base + paths[i % paths.length]);
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`GET ${paths[i % paths.length]} answered ${res.status}`);
    }
    least = Math.min(least, (await statementsSinceReset(pool)) / count);
  }
  return least;
}
