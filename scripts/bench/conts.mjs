// The contents library (issue 20), against the running portal's embedded PostgreSQL: BENCH_CONTENTS
// (20000) generated Korean contents (title, summary, HTML body) with the search tokens the server
// computes (the compiled lib/bigram.js over the title, and the summary and htmlToText of the body,
// as conts.service does), each mapped to codes of the seeded CONTS_CLSF tree; some are drafts,
// scheduled or deleted, as a library is. Then the statements the compiled listConts runs for the
// search 진로, under EXPLAIN (ANALYZE, BUFFERS): the word must come from conts_srch_tkns_idx, and no
// statement may read every visible content (the total is a capped count, decision 013). Last,
// with autocannon: the unfiltered first page, the search, a classification and school level
// filter, and content pages (each view raises its count: one UPDATE per request).
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { root, run } from './harness.mjs';
import { koreanPost, randomSource } from './korean-text.mjs';

const dist = (file) => import(path.join(root, 'apps/server/dist', file));
const { searchTokens } = await dist('lib/bigram.js');
const { htmlToText } = await dist('lib/html-sanitize.js');

const CONTENTS = Number(process.env.BENCH_CONTENTS ?? 20_000);
export const CONTS_WORD = '진로';
const BATCH = 2000;
/** Share of contents holding the searched word in the title and in the body (a career library names it often). */
const SHARE = { title: 0.08, body: 0.12 };
/** Share of contents users do not see: drafts, scheduled for later, deleted. */
const HIDDEN = { draft: 0.02, scheduled: 0.01, deleted: 0.01 };
const KINDS = ['VIDEO', 'DOC', 'WKSHT', 'LINK', 'HALL'];
const LEVELS = ['EL01', 'MD01', 'HI01'];
const LIST_FILTER = { clsfCd: 'AREA03', schlLvl: 'HI01' };

// none of these contains 진로 (korean-text.mjs's vocabulary neither)
const SUMMARY_SHAPES = [
  (t) => `${t}에 대해 알아보는 자료입니다.`,
  (t) => `학생들이 ${t}을(를) 스스로 정리해 볼 수 있도록 구성했습니다.`,
  (t) => `수업 시간에 활용할 수 있는 ${t} 자료입니다. 활동지와 함께 사용하세요.`,
  (t) => `${t}을(를) 영상과 함께 살펴봅니다.`,
];

const INSERT = `
  with v as (
    select nextval(pg_get_serial_sequence('conts', 'conts_id')) as id, v.*
    from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::timestamptz[],
                $10::int[], $11::text[], $12::text[], $13::text[], $14::text[]) with ordinality as v(t, k, s, c, u, tr, l, st, p, i, tk, d, cl, tx, ord)
  ), ins as (
    insert into conts (conts_id, conts_ttl, conts_knd_cd, conts_smry, conts_cn, conts_text, vdo_url, vdo_trnscr, schl_lvls, stts_cd, pblc_dt, inq_cnt, srch_tkns,
                       del_yn, registered_by, registered_at, updated_by, updated_at)
    select id, t, k, s, c, tx, u, tr, string_to_array(l, ' '), st, p, i, string_to_array(tk, ' '), d, 'bench', coalesce(p, now()), 'bench', now()
    from v order by ord
  )
  insert into conts_clsf (conts_id, clsf_cd, sort_seq)
  select v.id, x.cd, x.n - 1 from v cross join unnest(string_to_array(v.cl, ' ')) with ordinality as x(cd, n)`;

/** The seeded leaves of the classification tree, by group (AREA, THEME, JOB, HALL). */
async function clsfLeaves(pool) {
  const { rows } = await pool.query(
    `select split_part(up_com_cd_id, '.', 2) as grp, com_cd from com_cd
     where up_com_cd_id like 'CONTS_CLSF.%' and use_yn = 'Y' order by up_com_cd_id, sort_seq`,
  );
  const groups = Map.groupBy(rows, (row) => row.grp);
  if (!groups.get('AREA')?.length) throw new Error('no CONTS_CLSF.AREA codes seeded: has the tree changed?');
  return new Map([...groups].map(([grp, list]) => [grp, list.map((row) => row.com_cd)]));
}

function contentOf(r, leaves, nowMs) {
  const post = koreanPost(r, { searchedInTitle: r.chance(SHARE.title), searchedInBody: r.chance(SHARE.body) });
  const title = post.title.replace(/^\[[^\]]*\] /, '');
  const kind = r.pick(KINDS);
  const summary = r.pick(SUMMARY_SHAPES)(title);
  const video = kind === 'VIDEO';
  const levels = LEVELS.filter(() => r.chance(0.55));
  if (levels.length === 0) levels.push(r.pick(LEVELS));
  // one competency area always, then a theme, a job family or a hall now and then
  const codes = [r.pick(leaves.get('AREA'))];
  for (const [grp, list] of leaves) if (grp !== 'AREA' && r.chance(0.4)) codes.push(r.pick(list));
  const roll = r.next();
  const text = htmlToText(post.html);
  const [stts, pblcMs] =
    roll < HIDDEN.draft
      ? ['DRAFT', null]
      : roll < HIDDEN.draft + HIDDEN.scheduled
        ? ['PBLC', nowMs + (1 + r.int(30)) * 86_400_000]
        : ['PBLC', nowMs - r.int(3 * 365 * 86_400) * 1000];
  return [
    title,
    kind,
    summary,
    post.html,
    video ? `https://www.youtube.com/watch?v=bench${r.int(100_000)}` : null,
    video ? post.text.split('\n')[0] : null,
    levels.join(' '),
    stts,
    pblcMs === null ? null : new Date(pblcMs).toISOString(),
    r.int(3000),
    // as conts.service's searchedOf; tokens hold letters, marks and digits only (lib/bigram.ts): a space joins them safely
    searchTokens({ ttl: title, cn: `${summary}\n${text}` }).join(' '),
    r.chance(HIDDEN.deleted) ? 'Y' : 'N',
    codes.join(' '),
    // conts_text: the body's plain text, which the search rechecks
    text,
  ];
}

/**
 * `total` generated contents beside the demo ones, then what autovacuum would leave; the GIN index
 * is rebuilt after the load from its own definition, as the benchmark board's is.
 */
export async function seedBenchConts(pool, { total = CONTENTS, seed = 20261127 } = {}) {
  const started = Date.now();
  const leaves = await clsfLeaves(pool);
  const {
    rows: [gin],
  } = await pool.query(`select indexdef from pg_indexes where tablename = 'conts' and indexname = 'conts_srch_tkns_idx'`);
  if (!gin) throw new Error('conts_srch_tkns_idx not found: has the schema changed?');
  await pool.query('drop index conts_srch_tkns_idx');
  const r = randomSource(seed);
  const nowMs = Date.now();
  for (let from = 0; from < total; from += BATCH) {
    const cols = Array.from({ length: 14 }, () => []);
    for (let i = from; i < Math.min(total, from + BATCH); i++) contentOf(r, leaves, nowMs).forEach((v, k) => cols[k].push(v));
    await pool.query(INSERT, cols);
  }
  await pool.query(`set maintenance_work_mem = '256MB'`);
  await pool.query(gin.indexdef);
  await pool.query('vacuum analyze conts');
  await pool.query('vacuum analyze conts_clsf');
  const {
    rows: [facts],
  } = await pool.query(
    `select count(*) filter (where stts_cd = 'PBLC' and pblc_dt <= now() and del_yn = 'N')::int as visible,
            count(*) filter (where stts_cd = 'PBLC' and pblc_dt <= now() and del_yn = 'N'
                             and (conts_ttl like '%' || $1 || '%' or conts_smry like '%' || $1 || '%' or conts_cn like '%' || $1 || '%'))::int as searched,
            count(*) filter (where stts_cd = 'PBLC' and pblc_dt <= now() and del_yn = 'N' and $3 = any(schl_lvls)
                             and exists (select 1 from conts_clsf cc where cc.conts_id = conts.conts_id and cc.clsf_cd = $2))::int as filtered,
            avg(cardinality(srch_tkns))::int as avg_tokens, pg_size_pretty(pg_total_relation_size('conts')) as table_size
     from conts`,
    [CONTS_WORD, LIST_FILTER.clsfCd, LIST_FILTER.schlLvl],
  );
  // contents to view: visible, spread from the newest to the oldest
  const { rows: ids } = await pool.query(
    `select conts_id from (select conts_id, row_number() over (order by conts_id) as n, count(*) over () as c
       from conts where stts_cd = 'PBLC' and pblc_dt <= now() and del_yn = 'N' and registered_by = 'bench') s
     where n in (1, greatest(1, c / 4), greatest(1, c / 2), greatest(1, c * 3 / 4), c) order by conts_id desc`,
  );
  return { ...facts, viewIds: ids.map((row) => row.conts_id), ms: Date.now() - started };
}

function* nodes(node) {
  yield node;
  for (const child of node.Plans ?? []) yield* nodes(child);
}

/** The statements listConts runs for one query, each under EXPLAIN (ANALYZE, BUFFERS). */
async function explainList(pool, query) {
  const schema = await dist('db/schema.js');
  const { listConts } = await dist('modules/conts/conts.public.service.js');
  const recorded = [];
  const db = drizzle({ client: pool, schema, casing: 'snake_case', logger: { logQuery: (sql, params) => recorded.push({ sql, params }) } });
  const answer = await listConts(db, { currentPage: 1, maxResults: 10, clsfCd: [], ...query });
  const explained = [];
  for (const q of recorded.filter((x) => /from "conts"/.test(x.sql))) {
    const { rows } = await pool.query(`explain (analyze, buffers, format json) ${q.sql}`, q.params);
    const plan = rows[0]['QUERY PLAN'][0];
    explained.push({ plan, all: [...nodes(plan.Plan)] });
  }
  return { answer, explained };
}

const shapeOf = ({ plan, all }) =>
  `${all
    .filter((n) => /Scan|Sort|Limit|Aggregate|WindowAgg/.test(n['Node Type']))
    .map((n) =>
      [
        n['Node Type'],
        n['Index Name'] && `using ${n['Index Name']}`,
        n['Relation Name'] && `on ${n['Relation Name']}`,
        `rows=${n['Actual Rows']}${n['Actual Loops'] > 1 ? `x${n['Actual Loops']}` : ''}`,
      ]
        .filter(Boolean)
        .join(' '),
    )
    .join(' / ')}; ${(plan['Execution Time'] ?? 0).toFixed(2)} ms, buffers hit ${plan.Plan['Shared Hit Blocks']} read ${plan.Plan['Shared Read Blocks']}`;

const seqScan = (e) => e.all.some((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'conts');

/** The search and the unfiltered first page as listConts runs them; the search must read conts_srch_tkns_idx and scan no whole table. */
export async function explainContsSearch(pool) {
  const search = await explainList(pool, { q: CONTS_WORD });
  const first = await explainList(pool, {});
  const filtered = await explainList(pool, { clsfCd: [LIST_FILTER.clsfCd], schlLvl: LIST_FILTER.schlLvl });
  const viaGin = search.explained.filter((e) => e.all.some((n) => n['Index Name'] === 'conts_srch_tkns_idx')).length;
  return {
    countItem: search.answer.pagination.countItem,
    countCappedYn: search.answer.countCappedYn,
    lines: [
      ...search.explained.map((e) => `${CONTS_WORD}: ${shapeOf(e)}`),
      ...first.explained.map((e) => `page 1: ${shapeOf(e)}`),
      ...filtered.explained.map((e) => `${LIST_FILTER.clsfCd} + ${LIST_FILTER.schlLvl}: ${shapeOf(e)}`),
    ],
    checks: [
      {
        ok: search.explained.length > 0 && viaGin === search.explained.length,
        text: `the ${CONTS_WORD} search reads conts_srch_tkns_idx (${viaGin} of ${search.explained.length} statements on conts)`,
      },
      { ok: !search.explained.some(seqScan), text: `no statement of the ${CONTS_WORD} search scans the whole conts table` },
    ],
  };
}

export async function benchConts({ pool, portalBase }) {
  const seeded = await seedBenchConts(pool);
  console.log(
    `\ncontents library: ${CONTENTS} generated beside the demo ones in ${(seeded.ms / 1000).toFixed(1)} s; ${seeded.visible} visible, ${seeded.table_size} with indexes, ` +
      `${seeded.avg_tokens} search tokens on average; ${CONTS_WORD} in ${seeded.searched} visible, ${LIST_FILTER.clsfCd} for ${LIST_FILTER.schlLvl} ${seeded.filtered}`,
  );
  const plans = await explainContsSearch(pool);
  console.log(plans.lines.join('\n'));
  const routes = [
    { name: 'contents list, page 1', paths: ['/icec/api/conts'] },
    { name: `contents search ${CONTS_WORD}`, paths: [`/icec/api/conts?q=${encodeURIComponent(CONTS_WORD)}`] },
    { name: `contents ${LIST_FILTER.clsfCd} + ${LIST_FILTER.schlLvl}`, paths: [`/icec/api/conts?clsfCd=${LIST_FILTER.clsfCd}&schlLvl=${LIST_FILTER.schlLvl}`] },
    { name: `content page (${seeded.viewIds.length} ids)`, paths: seeded.viewIds.map((id) => `/icec/api/conts/${id}`) },
  ];
  const results = [];
  for (const route of routes) {
    const first = await fetch(portalBase + route.paths[0]);
    if (!first.ok) throw new Error(`GET ${route.paths[0]} answered ${first.status}: ${await first.text()}`);
    const body = await first.json();
    const answer = body.pagination ? `, ${body.pagination.countItem}${body.countCappedYn === 'Y' ? ' or more' : ''} matches` : '';
    const res =
      route.paths.length === 1
        ? await run(portalBase + route.paths[0])
        : await run(portalBase, { requests: route.paths.map((p) => ({ method: 'GET', path: p })) });
    results.push(res);
    console.log(
      `${route.name.padEnd(28)} ${res.requests.average.toFixed(0).padStart(6)} req/s  p50/p99 ${res.latency.p50} / ${res.latency.p99} ms  non-2xx ${res.non2xx}${answer}`,
    );
  }
  const checks = [
    ...plans.checks,
    { ok: results.every((res) => res.non2xx === 0 && res.errors === 0 && res.timeouts === 0), text: 'the library answered every request' },
  ];
  console.log(checks.map((c) => `${c.ok ? 'ok  ' : 'FAIL'}  ${c.text}`).join('\n'));
  return { failed: checks.some((c) => !c.ok) };
}
