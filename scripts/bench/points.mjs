// The points ledger (issue 15, decision 022), against the running portal's embedded PostgreSQL:
// - credits per second through the service (the compiled earnPoints, each credit its own
//   transaction, as a comment or a like makes it), from CREDIT_CONCURRENCY concurrent callers
//   spread over CREDIT_HOLDERS students, and from as many callers crediting ONE student (they queue
//   on that student's balance lock by design);
// - the student point page (GET /icec/api/cmpnPointAply/history) for a student with LEDGER_ROWS
//   ledger rows: the first page, a deep page and a type filter, with autocannon, and the plans of
//   its statements.
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { root, run } from './harness.mjs';

const LEDGER_ROWS = Number(process.env.BENCH_LEDGER_ROWS ?? 10_000);
const CREDIT_HOLDERS = 50;
const CREDIT_CONCURRENCY = 8;
const CREDIT_SECONDS = Number(process.env.BENCH_DURATION ?? 5);
const HOLDER = 'benchstudent';

export function embeddedUrl(dataDir) {
  const password = readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  const port = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3]);
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/portal`;
}

/** Students for the benchmark, with the password of the demo accounts (copied from student1). */
async function seedHolders(pool) {
  await pool.query(
    `insert into mbr (user_id, user_nm, user_type_cd, mbr_type_authrt, pswd_hash, pswd_chg_at, brdt)
     select u, '벤치학생', 'S', 'ST01', (select pswd_hash from mbr where user_id = 'student1'), now(), '2010-03-01'
     from unnest($1::text[]) u on conflict do nothing`,
    [[HOLDER, ...Array.from({ length: CREDIT_HOLDERS }, (_, i) => `benchholder${i}`)]],
  );
  await pool.query(
    `insert into mbr_trms_agre (user_id, trms_cd, trms_ver, agre_yn)
    select $1, trms_cd, trms_ver, agre_yn from mbr_trms_agre where user_id = 'student1' on conflict do nothing`,
    [HOLDER],
  );
}

/** LEDGER_ROWS rows for one student over the last year, with a running balance and its balance row. */
async function seedLedger(pool) {
  const started = Date.now();
  await pool.query(
    `with moves as (
       select g, case when g % 7 = 0 then 'GDS' when g % 3 = 0 then 'LIKE' when g % 2 = 0 then 'CMNT' else 'LGN' end as t,
              case when g % 7 = 0 then -20 when g % 3 = 0 then 1 when g % 2 = 0 then 5 else 10 end as p,
              now() - make_interval(mins => ($1 - g) * 50) as at
       from generate_series(1, $1) g)
     insert into point_ledger (user_id, point_type_cd, points, balance_after, reason, src_url, idntf_key, registered_at)
     select $2, t, p, sum(p) over (order by g), case t when 'GDS' then '상품 교환: 진로 탐색 플래너' when 'LIKE' then '좋아요' when 'CMNT' then '댓글 작성' else '로그인' end,
            case when t in ('LIKE', 'CMNT') then '/eduIntdcn/board/notice/1' end, 'BENCH:' || g, at
     from moves order by g`,
    [LEDGER_ROWS, HOLDER],
  );
  await pool.query(
    `insert into point_balance (user_id, balance) select $1, sum(points) from point_ledger where user_id = $1
     on conflict (user_id) do update set balance = excluded.balance`,
    [HOLDER],
  );
  await pool.query('vacuum analyze point_ledger');
  return Date.now() - started;
}

/** Credits through the compiled service for CREDIT_SECONDS; answers credits per second. */
async function creditsPerSecond(db, earnPoints, holders, tag) {
  let done = 0;
  let seq = 0;
  const until = Date.now() + CREDIT_SECONDS * 1000;
  const worker = async () => {
    while (Date.now() < until) {
      const n = (seq += 1);
      const userId = holders[n % holders.length];
      const moved = await db.transaction((tx) => earnPoints(db, tx, { userId, pointTypeCd: 'EXPR', idntfId: `bench:${tag}:${n}` }));
      if (moved) done += 1;
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: CREDIT_CONCURRENCY }, worker));
  return done / ((Date.now() - started) / 1000);
}

async function login(base, userId) {
  const first = await fetch(`${base}/icec/api/site/info`);
  const cookies = first.headers.getSetCookie().map((c) => c.split(';')[0]);
  const token = cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length);
  const res = await fetch(`${base}/icec/api/login/login-proc`, {
    method: 'POST',
    headers: { cookie: cookies.join('; '), 'x-xsrf-token': token, 'content-type': 'application/json' },
    body: JSON.stringify({ userId, pswd: 'Demo!2026' }),
  });
  if (!res.ok) throw new Error(`login ${userId}: ${res.status} ${await res.text()}`);
  const session = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  return { cookie: [...cookies.filter((c) => !session.some((s) => s.split('=')[0] === c.split('=')[0])), ...session].join('; ') };
}

/** The history's statements under EXPLAIN: a page reads the holder's rows through an index, never the whole ledger. */
async function explainHistory(pool) {
  const plan = async (query, params) => (await pool.query(`explain (analyze, buffers, format text) ${query}`, params)).rows.map((r) => r['QUERY PLAN']);
  const deep = await plan('select * from point_ledger where user_id = $1 order by ledger_id desc offset 9990 limit 10', [HOLDER]);
  const first = await plan('select * from point_ledger where user_id = $1 order by ledger_id desc limit 10', [HOLDER]);
  const typed = await plan(`select * from point_ledger where user_id = $1 and point_type_cd = 'GDS' order by ledger_id desc limit 10`, [HOLDER]);
  const noSeqScan = (lines) => !lines.some((l) => /Seq Scan on point_ledger/.test(l));
  const shape = (lines) =>
    lines
      .filter((l) => /Scan|Sort|Limit/.test(l))
      .map((l) => l.trim().replace(/\s+\(cost=[^)]*\)/, ''))
      .join(' / ');
  return {
    lines: [`first page: ${shape(first)}; ${first.at(-1)}`, `page 1000: ${shape(deep)}; ${deep.at(-1)}`, `type GDS: ${shape(typed)}; ${typed.at(-1)}`],
    checks: [
      { ok: noSeqScan(first), text: 'the first page reads an index of point_ledger (no Seq Scan)' },
      { ok: noSeqScan(deep), text: 'page 1000 reads an index of point_ledger (no Seq Scan)' },
      { ok: noSeqScan(typed), text: 'the type filter reads an index of point_ledger (no Seq Scan)' },
    ],
  };
}

export async function benchPoints({ pool, portalBase, dataDir }) {
  const { createDb } = await import(path.join(root, 'apps/server/dist/db/client.js'));
  const { earnPoints } = await import(path.join(root, 'apps/server/dist/modules/point/point.earn.js'));
  await seedHolders(pool);
  const seededMs = await seedLedger(pool);
  console.log(`\npoints: ${LEDGER_ROWS} ledger rows seeded for ${HOLDER} in ${(seededMs / 1000).toFixed(1)} s`);

  const handle = createDb(embeddedUrl(dataDir), { max: CREDIT_CONCURRENCY });
  try {
    const holders = Array.from({ length: CREDIT_HOLDERS }, (_, i) => `benchholder${i}`);
    const spread = await creditsPerSecond(handle.db, earnPoints, holders, 'spread');
    const single = await creditsPerSecond(handle.db, earnPoints, [holders[0]], 'single');
    console.log(
      `credits through earnPoints, ${CREDIT_CONCURRENCY} concurrent callers, ${CREDIT_SECONDS} s: ${spread.toFixed(0)}/s over ${CREDIT_HOLDERS} students, ${single.toFixed(0)}/s onto one student`,
    );
    const [{ mismatched }] = (
      await pool.query(`select count(*)::int as mismatched from point_balance b
        where b.balance <> (select coalesce(sum(points), 0) from point_ledger l where l.user_id = b.user_id)`)
    ).rows;
    console.log(`balances equal to their ledger's sum after the run: ${mismatched === 0 ? 'ok' : `FAIL (${mismatched} differ)`}`);

    const plans = await explainHistory(pool);
    console.log(plans.lines.join('\n'));
    console.log(plans.checks.map((c) => `${c.ok ? 'ok  ' : 'FAIL'}  ${c.text}`).join('\n'));

    const headers = await login(portalBase, HOLDER);
    const pages = [
      ['history, page 1', '/icec/api/cmpnPointAply/history'],
      ['history, page 1000', '/icec/api/cmpnPointAply/history?currentPage=1000'],
      ['history, type GDS, period', '/icec/api/cmpnPointAply/history?pointTypeCd=GDS&bgngYmd=2000-01-01&endYmd=2100-12-31'],
    ];
    let failed = mismatched > 0 || plans.checks.some((c) => !c.ok);
    for (const [name, p] of pages) {
      const result = await run(portalBase + p, { headers, connections: 10 });
      const bad = result.non2xx + result.errors + result.timeouts;
      failed ||= bad > 0;
      console.log(
        `${name.padEnd(28)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p99 ${String(result.latency.p99).padStart(4)} ms  failed ${bad}`,
      );
    }
    return { failed };
  } finally {
    await handle.close();
  }
}
