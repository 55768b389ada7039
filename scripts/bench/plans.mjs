// The board routes' queries, as the server runs them: the compiled service functions are called
// with a Drizzle instance that records every statement, then each one is run again under
// EXPLAIN (ANALYZE, BUFFERS) with its own parameters. Checks the performance rules on the plans.
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';

const root = path.resolve(import.meta.dirname, '../..');
const dist = (file) => import(path.join(root, 'apps/server/dist', file));
const schema = await dist('db/schema.js');
const { listPosts, getPostDetail } = await dist('modules/board/post.service.js');

const listQuery = (query) => ({ currentPage: 1, searchCnd: 'ALL', searchWrd: undefined, ctgryNm: undefined, ...query });

let db;
let recorded = [];

/**
 * What a guest's request runs: the service's answer and every statement with its parameters. One
 * Drizzle instance serves every case, so the board settings come from its cache as in service.
 */
async function capture(pool, run) {
  db ??= drizzle({ client: pool, schema, casing: 'snake_case', logger: { logQuery: (sql, params) => recorded.push({ sql, params }) } });
  recorded = [];
  const result = await run(db);
  return { result, queries: recorded };
}

function* nodes(node, depth = 0) {
  yield { node, depth };
  for (const child of node.Plans ?? []) yield* nodes(child, depth + 1);
}

const onPost = (n) => n['Relation Name'] === 'post' || /^post_/.test(n['Index Name'] ?? '');
/** Rows a node looked at: the ones it passed on and the ones its filters threw away, over all loops. */
const rowsRead = (n) => ((n['Actual Rows'] ?? 0) + (n['Rows Removed by Filter'] ?? 0) + (n['Rows Removed by Index Recheck'] ?? 0)) * (n['Actual Loops'] ?? 1);

function nodeLine(n) {
  const what = [
    n['Node Type'],
    n['Scan Direction'] === 'Backward' ? '(backward)' : '',
    n['Index Name'] ? `using ${n['Index Name']}` : '',
    n['Relation Name'] ? `on ${n['Relation Name']}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const extra = [
    `rows=${n['Actual Rows']}${n['Actual Loops'] > 1 ? `x${n['Actual Loops']}` : ''}`,
    n['Rows Removed by Filter'] ? `filtered out=${n['Rows Removed by Filter']}` : '',
    n['Rows Removed by Index Recheck'] ? `recheck removed=${n['Rows Removed by Index Recheck']}` : '',
    n['Heap Fetches'] !== undefined ? `heap fetches=${n['Heap Fetches']}` : '',
    n['Exact Heap Blocks'] !== undefined ? `heap blocks=${n['Exact Heap Blocks'] + (n['Lossy Heap Blocks'] ?? 0)}` : '',
    `buffers hit=${n['Shared Hit Blocks']} read=${n['Shared Read Blocks']}`,
    `${n['Actual Total Time'].toFixed(2)} ms`,
  ];
  return `${what}  ${extra.filter(Boolean).join(' ')}`;
}

const shortSql = (sql) =>
  sql
    .replace(/"/g, '')
    .replace(/\s+/g, ' ')
    .replace(/select .*? from/, 'select ... from')
    .slice(0, 150);

async function explain(pool, { sql, params }) {
  const { rows } = await pool.query(`explain (analyze, buffers, format json) ${sql}`, params);
  const [{ Plan: plan, 'Execution Time': ms }] = rows[0]['QUERY PLAN'];
  return { plan, ms, all: [...nodes(plan)].map((x) => x.node) };
}

/**
 * Each case's statements and plans. `checks` are the performance rules (ARCHITECTURE, decision
 * 013); a failed one makes the bench fail.
 */
export async function explainBoard(pool, { boardId, viewId, total }) {
  const cases = [
    { name: 'list, page 1', run: (db) => listPosts(db, null, boardId, listQuery({})), unfiltered: true },
    { name: 'list, page 500', run: (db) => listPosts(db, null, boardId, listQuery({ currentPage: 500 })), unfiltered: true, tree: true },
    { name: `post view ${viewId}`, run: (db) => getPostDetail(db, null, boardId, viewId) },
    { name: 'search 진로 (ALL)', run: (db) => listPosts(db, null, boardId, listQuery({ searchWrd: '진로' })), search: true, tree: true },
    {
      name: 'search 진로 (ALL), page 100 (last capped page: plan only)',
      run: (db) => listPosts(db, null, boardId, listQuery({ searchWrd: '진로', currentPage: 100 })),
      search: true,
      tree: true,
    },
    { name: 'search 천문 (ALL, rare word: plan only)', run: (db) => listPosts(db, null, boardId, listQuery({ searchWrd: '천문' })), search: true, tree: true },
  ];
  // a first request loads the board settings into the cache (decision 008)
  await capture(pool, (db) => listPosts(db, null, boardId, listQuery({})));
  const checks = [];
  const check = (ok, text) => checks.push({ ok, text });
  const lines = [];
  for (const c of cases) {
    const { result, queries } = await capture(pool, c.run);
    const explained = [];
    for (const q of queries) explained.push({ ...q, ...(await explain(pool, q)) });
    const postNodes = explained.flatMap((e) => e.all.filter(onPost));
    const total_ms = explained.reduce((sum, e) => sum + e.ms, 0);
    const hit = explained.reduce((sum, e) => sum + e.plan['Shared Hit Blocks'], 0);
    const read = explained.reduce((sum, e) => sum + e.plan['Shared Read Blocks'], 0);
    const answer = result.pagination
      ? ` -> page ${result.pagination.currentPage}, total ${result.pagination.countItem}${result.countCappedYn === 'Y' ? ' (capped: 1,000건 이상)' : ''}, ${result.list.length} rows`
      : '';
    lines.push(`${c.name}: ${queries.length} statements, ${total_ms.toFixed(2)} ms in PostgreSQL, buffers hit=${hit} read=${read}${answer}`);
    for (const e of explained) {
      lines.push(`  ${e.ms.toFixed(2).padStart(7)} ms  ${shortSql(e.sql)}`);
      if (c.tree && Math.max(0, ...e.all.filter(onPost).map(rowsRead)) > 50)
        for (const { node, depth } of nodes(e.plan)) lines.push(`             ${'  '.repeat(depth)}-> ${nodeLine(node)}`);
    }
    const seq = postNodes.filter((n) => n['Node Type'] === 'Seq Scan');
    check(seq.length === 0, `${c.name}: no Seq Scan on post`);
    // page 500 walks 5,000 index entries by design (decision 013); anything wider reads the board
    const widest = Math.max(0, ...postNodes.map(rowsRead));
    check(widest <= Math.max(total / 2, 5100), `${c.name}: no plan node reads half the board (widest: ${widest} rows of ${total})`);
    const counts = queries.filter((q) => /count\(/i.test(q.sql));
    if (c.unfiltered) check(counts.length === 0, `${c.name}: no count(*) runs; the total comes from board.post_cnt`);
    else
      check(
        counts.every((q) => /limit/i.test(q.sql)),
        `${c.name}: every count is capped (${counts.length} count statements, all with a limit)`,
      );
    if (c.search) {
      const ginUsers = explained.filter((e) => e.all.some((n) => n['Index Name'] === 'post_srch_tkns_idx'));
      check(ginUsers.length > 0, `${c.name}: the search uses post_srch_tkns_idx (${ginUsers.length} of ${explained.length} statements)`);
    }
  }
  return { lines, checks };
}
