import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { defineApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../app.js';
import { createTestDatabase, type TTestDatabase } from '../test/database.js';
import { createWebDist, testAppOptions } from '../test/test-app.js';
import { XSRF_COOKIE } from './csrf.js';
import { serveApi } from './serve-api.js';
import { COMPRESS_THRESHOLD_BYTES, nonceTemplate } from './web-app.js';

let database: TTestDatabase;
let app: FastifyInstance;

const SCRIPT = `export const greeting = '${'진로교육포털 '.repeat(400)}';`;
/** An answer well above the threshold, and one below it. */
const LARGE = { list: Array.from({ length: 200 }, (_, i) => ({ id: i, ttl: `진로 체험 ${i}` })) };
const SMALL = { ok: true };
const CSV = `이름,학교\n${'홍길동,진로중학교\n'.repeat(200)}`;

beforeAll(async () => {
  database = await createTestDatabase();
  // The build writes a brotli and a gzip copy beside each text asset (vite.config.ts).
  const dist = createWebDist();
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'assets', 'app-x1y2.js'), SCRIPT);
  writeFileSync(path.join(dist, 'assets', 'app-x1y2.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dist, 'assets', 'app-x1y2.js.gz'), gzipSync(SCRIPT));
  // the build's manifest (vite.config.ts build.manifest), naming the route tables' chunks
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'src/main.tsx': { file: 'assets/index-abc123.js', isEntry: true },
      'src/app/feature-routes.tsx': { file: 'assets/feature-routes-f1.js', isDynamicEntry: true },
      'src/app/admin/admin-routes.ts': { file: 'assets/admin-routes-a1.js', isDynamicEntry: true },
    }),
  );
  const built = await buildApp(testAppOptions(database, { WEB_DIST_DIR: dist }));
  const testApi = defineApi({ large: 'GET /api/test/large', small: 'GET /api/test/small', file: 'GET /api/test/download' }, { large: {}, small: {}, file: {} });
  serveApi(built, testApi, 'large', { config: { access: 'public' } }, () => LARGE);
  serveApi(built, testApi, 'small', { config: { access: 'public' } }, () => SMALL);
  // as the file download and the member export answer: a stream with its name in the headers
  serveApi(built, testApi, 'file', { config: { access: 'public' } }, (_request, reply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="list.csv"')
      .send(Readable.from([Buffer.from(CSV)])),
  );
  await built.ready();
  app = built;
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const decoded = (encoding: string | undefined, body: Buffer) =>
  (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8');

describe('static assets, precompressed', () => {
  test.each([
    ['br, gzip, deflate', 'br'],
    ['gzip;q=1.0, br;q=0', 'gzip'],
    ['gzip', 'gzip'],
    ['identity', undefined],
    ['', undefined],
  ])('Accept-Encoding "%s": content-encoding %s', async (acceptEncoding, encoding) => {
    const res = await app.inject({ url: '/assets/app-x1y2.js', headers: { 'accept-encoding': acceptEncoding } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(decoded(encoding, res.rawPayload)).toBe(SCRIPT);
    if (encoding) expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 5);
  });

  test('the compressed copies are not pages of their own', async () => {
    for (const url of ['/assets/app-x1y2.js.br', '/assets/app-x1y2.js.gz']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
    }
  });
});

describe('dynamic answers (JSON)', () => {
  test.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, br', 'br'],
    ['identity', undefined],
  ])('a large JSON answer to Accept-Encoding "%s": content-encoding %s, still no-store', async (acceptEncoding, encoding) => {
    const res = await app.inject({ url: '/api/test/large', headers: { 'accept-encoding': acceptEncoding } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(decoded(encoding, res.rawPayload))).toEqual(LARGE);
    if (encoding) {
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(res.rawPayload.length).toBeLessThan(JSON.stringify(LARGE).length / 3);
    }
  });

  test('an answer below the threshold goes as it is', async () => {
    expect(JSON.stringify(SMALL).length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    const res = await app.inject({ url: '/api/test/small', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual(SMALL);
  });

  test('the anti-forgery cookie and the download headers survive compression', async () => {
    const page = await app.inject({ url: '/main', headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.statusCode).toBe(200);
    expect(page.cookies.some((c) => c.name === XSRF_COOKIE)).toBe(true);
    const download = await app.inject({ url: '/api/test/download', headers: { 'accept-encoding': 'gzip' } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="list.csv"');
    expect(decoded(download.headers['content-encoding'] as string | undefined, download.rawPayload)).toBe(CSV);
  });

  test('a compressed request body is not inflated', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/icec/api/login/login-proc',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ userId: 'student1', pswd: 'x' })),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe("the route tables' preload (decision 028)", () => {
  const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" nonce="([^"]+)">/g)];

  test.each([
    ['/eduIntdcn/board/notice', 200, '/assets/feature-routes-f1.js'],
    ['/no/such/page', 404, '/assets/feature-routes-f1.js'],
    ['/admin/login', 200, '/assets/admin-routes-a1.js'],
  ])('%s (%i) asks for its table beside the entry, with the page nonce', async (url, status, file) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(status);
    const found = preloads(res.body);
    expect(found.map((m) => m[1])).toEqual([file]);
    expect(res.headers['content-security-policy']).toContain(`'nonce-${found[0]![2]}'`);
  });

  test.each(['/', '/main', '/SvcUseStplat'])('%s, served by the entry alone, preloads no table', async (url) => {
    const res = await app.inject({ url });
    expect(preloads(res.body)).toEqual([]);
  });

  test('the manifest itself is not served', async () => {
    const res = await app.inject({ url: '/.vite/manifest.json' });
    expect(res.statusCode).not.toBe(200);
    expect(res.body).not.toContain('src/main.tsx');
  });
});

describe('the page nonce (decision 017)', () => {
  test('every answer gets its own nonce at every placeholder, past a refill of the random bytes', () => {
    const page = nonceTemplate(
      '<meta property="csp-nonce" nonce="ph-1"><script src="/a.js" nonce="ph-1"></script><link rel="stylesheet" href="/a.css" nonce="ph-1">',
    );
    const answers = Array.from({ length: 600 }, page);
    expect(new Set(answers.map((a) => a.nonce)).size).toBe(600);
    for (const { html, nonce } of answers) {
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
      expect(html.split(`nonce="${nonce}"`)).toHaveLength(4);
      expect(html).not.toContain('ph-1');
    }
  });

  test('a page without the meta tag is served as it is', () => {
    expect(nonceTemplate('<p>ph-1</p>')().html).toBe('<p>ph-1</p>');
  });
});
