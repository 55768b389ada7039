// npm run bench: the built portal (apps/server/dist, its own embedded PostgreSQL in a temporary
// data directory) against a bare node:http server answering the same bytes, with autocannon, in
// alternating rounds; the median ratio counts (target for /api/health: >= 80%, decision 003).
// Before measuring, a benchmark board gets BENCH_POSTS generated Korean posts (decision 013) and
// the board routes' plans are checked. Then the password login's throughput (argon2id is the
// limit by design, SECURITY 10). Each route's database round trips per request are counted by
// PostgreSQL (scripts/bench/round-trips.mjs): the portal is started once more with pg_stat_statements.
// Last, the points ledger: credits per second through the service and the point page of a student
// with BENCH_LEDGER_ROWS (10000) rows (scripts/bench/points.mjs). Then the inspections: taking the
// 120-item test (start, answers, submit and scoring) and the result page (scripts/bench/insp.mjs).
// The job search (issue 16) runs over the shipped jobs and BENCH_JOBS (10000) generated ones
// (scripts/bench/crr-info.mjs). Last, the survey results over BENCH_SRVY_RESPONSES (10000) responses
// (scripts/bench/srvy.mjs). Then the fusion activities: applications per second at one contended
// slot and the month calendar of 20 programs (scripts/bench/fusn.mjs). Last, the contents library
// (issue 20) over BENCH_CONTENTS (20000) generated contents: its first page, the search 진로 (its plan
// must read the GIN index), a classification and level filter and content pages (scripts/bench/conts.mjs).
//   BENCH_DURATION (s, default 5), BENCH_ROUNDS (3), BENCH_CONNECTIONS (50), BENCH_POSTS (100000), BENCH_JOBS (10000), BENCH_CONTENTS (20000)
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { explainJobSearch, JOB_WORD, seedBenchJobs } from './bench/crr-info.mjs';
import { benchLighthouse } from './bench/lighthouse.mjs';
import { explainBoard } from './bench/plans.mjs';
import { benchInsp } from './bench/insp.mjs';
import { benchPoints } from './bench/points.mjs';
import { benchSrvy } from './bench/srvy.mjs';
import { benchFusn } from './bench/fusn.mjs';
import { benchConts } from './bench/conts.mjs';
import { comparePair, CONNECTIONS, DURATION_S, failedRequests, freePort, resultTable, ROUNDS, run, start, stop, waitFor, warmUp } from './bench/harness.mjs';
import { createStatementStats, preloadStatementStats, roundTripsPerRequest } from './bench/round-trips.mjs';
import { connectEmbedded, seedBenchBoard } from './bench/seed-board.mjs';

const POSTS = Number(process.env.BENCH_POSTS ?? 100_000);
const JOBS = Number(process.env.BENCH_JOBS ?? 10_000);
const BOARD = 'bench';
const SEARCH = `/icec/api/board/${BOARD}/post?searchCnd=ALL&searchWrd=${encodeURIComponent('진로')}`;

/** A guest's cookies and anti-forgery header, as a browser holds them after its first page. */
async function browserHeaders(base) {
  const res = await fetch(`${base}/icec/api/site/info`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  const token = cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length);
  return { cookie: cookies.join('; '), 'x-xsrf-token': token, 'content-type': 'application/json' };
}

/** The portal's answers, kept for the bare server to repeat byte for byte. */
async function portalBodies(base, paths) {
  const out = {};
  for (const p of paths) {
    const res = await fetch(base + p);
    if (!res.ok) throw new Error(`GET ${p} answered ${res.status}: ${await res.text()}`);
    out[p] = { type: res.headers.get('content-type'), body: await res.text() };
  }
  return out;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
// As root, PostgreSQL runs as the postgres user, which must be able to enter the directory.
chmodSync(dataDir, 0o755);
// A stand-in web build: the pages are not measured, and apps/web/dist may be absent or mid-build.
const webDist = path.join(dataDir, 'web');
mkdirSync(webDist);
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html lang="ko"><head><title>진로교육포털</title></head><body><div id="root"></div></body></html>',
);
const [portalPort, barePort] = [await freePort(), await freePort()];
const portalBase = `http://127.0.0.1:${portalPort}`;
const bareBase = `http://127.0.0.1:${barePort}`;
const startPortal = () =>
  start(['apps/server/dist/server.js'], {
    PORT: String(portalPort),
    HOST: '127.0.0.1',
    PORTAL_DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    WEB_DIST_DIR: webDist,
    // One client address drives every request: the per-address limit would cap the login run.
    RATE_LIMIT_PER_MINUTE: '1000000',
  });
let portal = startPortal();
let bare;
let pool;
try {
  await waitFor(`${portalBase}/api/health`);
  // the first start made the cluster; the second loads pg_stat_statements, to count round trips
  pool = await connectEmbedded(dataDir);
  await preloadStatementStats(pool);
  await pool.end();
  await stop(portal);
  portal = startPortal();
  await waitFor(`${portalBase}/api/health`);
  pool = await connectEmbedded(dataDir);
  await createStatementStats(pool);
  const seeded = await seedBenchBoard(pool, { boardId: BOARD, total: POSTS });
  console.log(
    `board '${BOARD}': ${POSTS} posts seeded in ${(seeded.totalMs / 1000).toFixed(1)} s (rows ${(seeded.loadedMs / 1000).toFixed(1)} s, then index, vacuum analyze), ` +
      `${seeded.visible} visible, ${seeded.table_size} with indexes; body ${seeded.avg_chars} characters and ${seeded.avg_tokens} search tokens on average; ` +
      `진로 in ${seeded.searched} listed posts (${((seeded.searched / POSTS) * 100).toFixed(1)}%), 천문 in ${seeded.rare}`,
  );

  console.log('\nplans: the statements the compiled listPosts/getPostDetail run for a guest, under EXPLAIN (ANALYZE, BUFFERS)');
  const plans = await explainBoard(pool, { boardId: BOARD, viewId: seeded.viewIds[0], total: POSTS });
  console.log(plans.lines.join('\n'));
  console.log(plans.checks.map((c) => `${c.ok ? 'ok  ' : 'FAIL'}  ${c.text}`).join('\n'));

  const jobs = await seedBenchJobs(pool, { total: JOBS });
  console.log(
    `\njobs: ${JOBS} generated beside the shipped ones in ${(jobs.ms / 1000).toFixed(1)} s; ${jobs.jobs} jobs in use, ${jobs.table_size} with indexes; ${JOB_WORD} in ${jobs.searched} of them`,
  );
  const jobPlans = await explainJobSearch(pool);
  console.log(jobPlans.lines.join('\n'));
  console.log(jobPlans.checks.map((c) => `${c.ok ? 'ok  ' : 'FAIL'}  ${c.text}`).join('\n'));
  plans.checks.push(...jobPlans.checks);

  const routes = [
    { name: 'GET /api/health', paths: ['/api/health'] },
    { name: 'board list, page 1', paths: [`/icec/api/board/${BOARD}/post`] },
    { name: 'board list, page 500', paths: [`/icec/api/board/${BOARD}/post?currentPage=500`] },
    { name: `post view (${seeded.viewIds.length} ids)`, paths: seeded.viewIds.map((id) => `/icec/api/board/${BOARD}/post/${id}`) },
    { name: 'search 진로 (ALL)', paths: [SEARCH] },
    { name: `job search ${JOB_WORD}`, paths: [`/icec/api/crrInfo/list?srchWrd=${encodeURIComponent(JOB_WORD)}`] },
    { name: 'job list, page 1', paths: ['/icec/api/crrInfo/list'] },
    { name: 'job page (guest)', paths: ['/icec/api/crrInfo/detail/J0001'] },
  ];
  // the portal sees the new board once its board cache checks the version (decision 008: within 3 s)
  await waitFor(portalBase + routes[1].paths[0]);
  const bodiesFile = path.join(dataDir, 'bare-bodies.json');
  const bodies = await portalBodies(
    portalBase,
    routes.flatMap((r) => r.paths),
  );
  writeFileSync(bodiesFile, JSON.stringify(bodies));
  const search = JSON.parse(bodies[SEARCH].body);
  console.log(`search answer: ${search.pagination.countItem}${search.countCappedYn === 'Y' ? '+ (capped)' : ''} matches, ${search.pagination.countPage} pages`);
  bare = start(['scripts/bench/bare-server.mjs'], { PORT: String(barePort), BENCH_BODIES: bodiesFile });
  await waitFor(`${bareBase}/api/health`);

  await warmUp(
    portalBase,
    routes.flatMap((r) => r.paths),
    Math.min(DURATION_S, 3),
  );
  const pairs = [];
  for (const route of routes) {
    // the health pair warms up for a whole run, as it always did; the board routes for a short one
    const warmupS = route.paths[0] === '/api/health' ? DURATION_S : Math.min(DURATION_S, 2);
    const roundTrips = await roundTripsPerRequest(pool, portalBase, route.paths);
    pairs.push({ ...(await comparePair(route.name, route.paths, { bareBase, portalBase, warmupS })), roundTrips });
  }
  console.log(
    `\nautocannon, ${CONNECTIONS} connections, ${DURATION_S} s each, ${ROUNDS} alternating rounds (portal with LOG_LEVEL=warn; the bare server answers the portal's bytes); the median round:`,
  );
  console.log(resultTable(pairs));
  console.log(`health ratio: ${(pairs[0].median.ratio * 100).toFixed(1)}% of the bare node:http ceiling (median of ${ROUNDS}; target >= 80%)`);

  // Logins: each one checks an argon2id hash (19 MiB, t=2) and writes a session and a history row.
  const loginResult = await run(`${portalBase}/icec/api/login/login-proc`, {
    method: 'POST',
    connections: 4,
    headers: await browserHeaders(portalBase),
    body: JSON.stringify({ userId: 'student1', pswd: 'Demo!2026' }),
  });
  console.log(
    `\nportal login-proc ${loginResult.requests.average.toFixed(0).padStart(8)} req/s  p99 ${String(loginResult.latency.p99).padStart(4)} ms  non-2xx ${loginResult.non2xx}`,
  );
  console.log(`logins: ${loginResult.requests.average.toFixed(1)} per second on ${os.availableParallelism()} cores (4 connections)`);
  const points = await benchPoints({ pool, portalBase, dataDir });
  const insp = await benchInsp({ pool, portalBase, dataDir });
  const srvy = await benchSrvy({ pool, dataDir });
  const fusn = await benchFusn({ pool, portalBase, dataDir });
  const conts = await benchConts({ pool, portalBase });
  if (
    failedRequests([...pairs, ...insp.pairs]) ||
    loginResult.non2xx > 0 ||
    plans.checks.some((c) => !c.ok) ||
    points.failed ||
    insp.failed ||
    srvy.failed ||
    fusn.failed ||
    conts.failed
  )
    process.exitCode = 1;
} finally {
  await pool?.end();
  await Promise.all([stop(portal), bare && stop(bare)]);
  rmSync(dataDir, { recursive: true, force: true });
}
await benchLighthouse();
