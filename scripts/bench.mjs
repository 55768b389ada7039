// npm run bench: autocannon against the portal's /api/health and a bare node:http server in the
// same run, each in its own process, and the ratio between them (target: >= 80%); then the
// password login's throughput (argon2id is the limit by design, SECURITY 10).
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
/** This machine's speed wanders between runs: the pair is measured in alternating rounds and the median ratio counts. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const root = path.resolve(import.meta.dirname, '..');

const freePort = () =>
  new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

async function waitFor(url, timeoutMs = 120_000) {
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

function start(args, env) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  return child;
}

const stop = (child) => new Promise((resolve) => {
  if (child.exitCode !== null) return resolve();
  child.once('exit', resolve);
  child.kill('SIGTERM');
});

function run(url, options = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, ...options }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/** A guest's cookies and anti-forgery header, as a browser holds them after its first page. */
async function browserHeaders(base) {
  const res = await fetch(`${base}/icec/api/site/info`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  const token = cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length);
  return { cookie: cookies.join('; '), 'x-xsrf-token': token, 'content-type': 'application/json' };
}

const bareSource = `
const body = JSON.stringify({ status: 'ok', database: 'ok' });
require('node:http').createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');`;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
// As root, PostgreSQL runs as the postgres user, which must be able to enter the directory.
chmodSync(dataDir, 0o755);
const [portalPort, barePort] = [await freePort(), await freePort()];
const portal = start(['apps/server/dist/server.js'], {
  PORT: String(portalPort), HOST: '127.0.0.1', PORTAL_DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: 'true',
  // One client address drives every request: the per-address limit would cap the login run.
  RATE_LIMIT_PER_MINUTE: '1000000',
});
const bare = start(['-e', bareSource], { PORT: String(barePort) });
try {
  await Promise.all([waitFor(`http://127.0.0.1:${portalPort}/api/health`), waitFor(`http://127.0.0.1:${barePort}/`)]);
  // Warm both up so the JIT and the pool are not what is measured.
  await run(`http://127.0.0.1:${barePort}/`).catch(() => undefined);
  await run(`http://127.0.0.1:${portalPort}/api/health`).catch(() => undefined);
  const rounds = [];
  for (let i = 0; i < ROUNDS; i++) {
    const bareResult = await run(`http://127.0.0.1:${barePort}/`);
    const portalResult = await run(`http://127.0.0.1:${portalPort}/api/health`);
    rounds.push({ bareResult, portalResult, ratio: portalResult.requests.average / bareResult.requests.average });
  }
  rounds.sort((x, y) => x.ratio - y.ratio);
  const { bareResult, portalResult, ratio } = rounds[Math.floor(rounds.length / 2)];
  const line = (name, r) =>
    `${name.padEnd(22)} ${r.requests.average.toFixed(0).padStart(8)} req/s  p99 ${String(r.latency.p99).padStart(4)} ms  non-2xx ${r.non2xx}`;
  console.log(`autocannon, ${CONNECTIONS} connections, ${DURATION_S} s each, ${ROUNDS} alternating rounds (portal with LOG_LEVEL=warn)`);
  console.log(`round ratios: ${rounds.map((r) => `${(r.ratio * 100).toFixed(1)}%`).join(', ')}; the median round:`);
  console.log(line('bare node:http', bareResult));
  console.log(line('portal /api/health', portalResult));
  console.log(`ratio: ${(ratio * 100).toFixed(1)}% of the bare node:http ceiling (median of ${ROUNDS}; target >= 80%)`);
  // Logins: each one checks an argon2id hash (19 MiB, t=2) and writes a session and a history row.
  const base = `http://127.0.0.1:${portalPort}`;
  const loginResult = await run(`${base}/icec/api/login/login-proc`, {
    method: 'POST',
    connections: 4,
    headers: await browserHeaders(base),
    body: JSON.stringify({ userId: 'student1', pswd: 'Demo!2026' }),
  });
  console.log(line('portal login-proc', loginResult));
  console.log(`logins: ${loginResult.requests.average.toFixed(1)} per second on ${os.availableParallelism()} cores (4 connections)`);
  if (rounds.some((r) => r.portalResult.non2xx > 0) || loginResult.non2xx > 0) process.exitCode = 1;
} finally {
  await Promise.all([stop(portal), stop(bare)]);
  rmSync(dataDir, { recursive: true, force: true });
}
