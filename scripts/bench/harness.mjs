// Processes, autocannon and the alternating-round comparison with the bare node:http ceiling.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';

export const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
/** This machine's speed wanders between runs: each pair is measured in alternating rounds and the median ratio counts. */
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const root = path.resolve(import.meta.dirname, '../..');

export const freePort = () =>
  new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

export async function waitFor(url, timeoutMs = 120_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer in time`);
}

export const start = (args, env) => spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });

export const stop = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

export function run(url, options = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, ...options }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/** One path, or several taken in turn by every connection. */
const target = (base, paths) => (paths.length === 1 ? { url: base + paths[0] } : { url: base, requests: paths.map((p) => ({ method: 'GET', path: p })) });

/** Every path in turn, so that no route is measured while the JIT is still compiling it. */
export const warmUp = (base, paths, seconds) =>
  run(base, { requests: paths.map((p) => ({ method: 'GET', path: p })), duration: seconds }).catch(() => undefined);

/**
 * The same paths against the bare server and the portal, in ROUNDS alternating rounds after a
 * warm-up of each; answers the median round (by ratio) and every round's ratio. `options`: more
 * autocannon options for both (a logged-in browser's headers, a sequence of requests).
 */
export async function comparePair(name, paths, { bareBase, portalBase, warmupS = DURATION_S, options: extra = {} }) {
  const go = (base, duration) => {
    const { url, ...options } = target(base, paths);
    return run(url, { ...options, ...extra, duration });
  };
  await go(bareBase, warmupS).catch(() => undefined);
  await go(portalBase, warmupS).catch(() => undefined);
  const rounds = [];
  for (let i = 0; i < ROUNDS; i++) {
    const bare = await go(bareBase, DURATION_S);
    const portal = await go(portalBase, DURATION_S);
    rounds.push({ bare, portal, ratio: portal.requests.average / bare.requests.average });
  }
  const sorted = [...rounds].sort((x, y) => x.ratio - y.ratio);
  return { name, rounds, median: sorted[Math.floor(sorted.length / 2)] };
}

const pct = (x) => `${(x * 100).toFixed(1)}%`;
const lat = (r) => `${r.latency.p50} / ${r.latency.p99}`;

/**
 * route, portal req/s, bare req/s, ratio, p50/p99 latency of the median round, the portal's
 * database round trips per request (counted apart, round-trips.mjs); non-2xx over all rounds.
 */
export function resultTable(pairs) {
  const head = ['route', 'portal req/s', 'bare req/s', 'ratio', 'portal p50/p99 ms', 'bare p50/p99 ms', 'db trips/req', 'non-2xx', 'round ratios'];
  const rows = pairs.map(({ name, rounds, median, roundTrips }) => [
    name,
    median.portal.requests.average.toFixed(0),
    median.bare.requests.average.toFixed(0),
    pct(median.ratio),
    lat(median.portal),
    lat(median.bare),
    roundTrips === undefined ? '-' : roundTrips.toFixed(2),
    String(rounds.reduce((n, r) => n + r.portal.non2xx + r.portal.errors + r.portal.timeouts, 0)),
    rounds.map((r) => pct(r.ratio)).join(' '),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) =>
    cells
      .map((c, i) => (i === 0 || i === cells.length - 1 ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export const failedRequests = (pairs) => pairs.some(({ rounds }) => rounds.some((r) => r.portal.non2xx + r.portal.errors + r.portal.timeouts > 0));
