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
  // the build's manifest (vite.config.ts build.manifest): the entry, the route tables, the home page and the popup layer
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_framework-x.js'], css: ['assets/index-c1.css'] },
      '_framework-x.js': { file: 'assets/framework-x.js' },
      '_shared-s1.js': { file: 'assets/shared-s1.js', imports: ['_framework-x.js', 'index.html'] },
      'src/app/feature-routes.tsx': { file: 'assets/feature-routes-f1.js', isDynamicEntry: true, imports: ['index.html'] },
      'src/features/board/routes/board-list-page.tsx': {
        file: 'assets/board-list-page-b1.js',
        isDynamicEntry: true,
        imports: ['_shared-s1.js'],
        css: ['assets/board-b1.css'],
      },
      'src/app/admin/admin-routes.ts': { file: 'assets/admin-routes-a1.js', isDynamicEntry: true, imports: ['index.html'] },
      'src/app/routes/home-route.tsx': { file: 'assets/home-route-h1.js', isDynamicEntry: true, imports: ['_shared-s1.js'], css: ['assets/home-route-h1.css'] },
      'src/features/popup/components/popup-layer.tsx': {
        file: 'assets/popup-layer-p1.js',
        isDynamicEntry: true,
        imports: ['_shared-s1.js', '_framework-x.js'],
        css: ['assets/popup-layer-p1.css', 'assets/index-c1.css'],
      },
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

describe("each page's preloads (decision 028)", () => {
  /** The links whose attributes start so ('rel="modulepreload"'), in the page's order. */
  const links = (html: string, attributes: string) =>
    [...html.matchAll(new RegExp(`<link ${attributes}[^>]* href="([^"]+)"( nonce="([^"]+)")?>`, 'g'))].map((m) => ({ href: m[1], nonce: m[3] }));
  const hrefs = (html: string, attributes: string) => links(html, attributes).map((link) => link.href);
  const FRAME = ['/icec/api/menu/list', '/icec/api/site/info'];
  const POPUP = ['/assets/popup-layer-p1.js', '/assets/shared-s1.js'];

  test.each([
    [
      '/eduIntdcn/board/notice',
      200,
      [...POPUP, '/assets/feature-routes-f1.js', '/assets/board-list-page-b1.js'],
      ['/icec/api/board/notice', '/icec/api/board/notice/post?currentPage=1&searchCnd=ALL'],
      '%2FeduIntdcn%2Fboard%2Fnotice',
    ],
    ['/eduIntdcn/board/notice/write', 200, [...POPUP, '/assets/feature-routes-f1.js'], [], '%2FeduIntdcn%2Fboard%2Fnotice%2Fwrite'],
    ['/no/such/page', 404, [...POPUP, '/assets/feature-routes-f1.js'], [], '%2Fno%2Fsuch%2Fpage'],
    ['/main', 200, [...POPUP, '/assets/home-route-h1.js'], ['/icec/api/banner/list?bannerSeCd=MAIN'], '%2Fmain'],
    ['/SvcUseStplat', 200, POPUP, [], '%2FSvcUseStplat'],
  ])('%s (%i): its chunks beside the entry, with the page nonce, and the frame’s answers and its popups', async (url, status, chunks, calls, pageUrl) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(status);
    expect(hrefs(res.body, 'rel="modulepreload"')).toEqual(chunks);
    const nonces = new Set(links(res.body, 'rel="modulepreload"').map((link) => link.nonce));
    expect([...nonces]).toHaveLength(1);
    expect(res.headers['content-security-policy']).toContain(`'nonce-${[...nonces][0]}'`);
    // the entry's own CSS is in index.html already; the popup layer's, and the home page's, arrive beside the code
    const styles = hrefs(res.body, 'rel="preload" as="style"');
    expect(styles).toContain('/assets/popup-layer-p1.css');
    expect(styles).not.toContain('/assets/index-c1.css');
    expect(hrefs(res.body, 'rel="preload" as="fetch"')).toEqual([...FRAME, ...calls, `/icec/api/popup/list?pageUrl=${pageUrl}`]);
  });

  test('an administrator page asks for its table only: no public frame, no popups', async () => {
    const res = await app.inject({ url: '/admin/login' });
    expect(hrefs(res.body, 'rel="modulepreload"')).toEqual(['/assets/admin-routes-a1.js']);
    expect(res.body).not.toContain('as="fetch"');
  });

  test('a path with markup in it stays inside the popup preload’s address', async () => {
    const res = await app.inject({ url: `/x/%22%3E%3Cscript%3E'%3Cimg%3E` });
    const popup = hrefs(res.body, 'rel="preload" as="fetch"').at(-1);
    expect(popup).toMatch(/^\/icec\/api\/popup\/list\?pageUrl=[\w%.*-]+$/);
    expect(res.body).not.toMatch(/<script>|<img|%22%3E/);
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
