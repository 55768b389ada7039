import type { FastifyInstance } from 'fastify';
import { defineApi, zField } from '@portal/contract';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../app.js';
import { createTestDatabase, type TTestDatabase } from '../test/database.js';
import { buildTestApp, cookiesOf, createWebDist, getBrowserCookies, testAppOptions } from '../test/test-app.js';
import { ANONYMOUS_KEY_COOKIE, XSRF_COOKIE } from './csrf.js';
import { serveApi } from './serve-api.js';

let database: TTestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  const built = await buildApp(testAppOptions(database, { WEB_DIST_DIR: createWebDist() }));
  const testApi = defineApi(
    { boom: 'GET /api/test/boom', echo: 'POST /icec/api/test/echo', mine: 'GET /icec/api/test/mine', adminOnly: 'GET /api/test/admin-only' },
    {
      boom: {},
      echo: { body: z.object({ name: zField({ required: true, max: 5 }), age: z.number().int().max(200) }) },
      mine: {},
      adminOnly: {},
    },
  );
  // A route that fails the way a bug would: its message must never reach the client.
  serveApi(built, testApi, 'boom', { config: { access: 'public' } }, () => {
    throw new Error('relation "secret" does not exist at /srv/app/db.ts');
  });
  serveApi(built, testApi, 'echo', { config: { access: 'public' } }, (request) => request.body);
  serveApi(built, testApi, 'mine', { config: { access: 'user' } }, () => ({ ok: true }));
  serveApi(built, testApi, 'adminOnly', { config: { access: 'admin' } }, () => ({ ok: true }));
  await built.ready();
  app = built;
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('security headers (SECURITY 4)', () => {
  test('every response carries CSP, nosniff, a frame policy and a referrer policy, and no X-Powered-By', async () => {
    for (const url of ['/main', '/nope', '/assets/index-abc123.js', '/api/health', '/icec/api/nothing']) {
      const res = await app.inject({ url });
      expect(res.headers['content-security-policy']).toMatch(/frame-ancestors '(self|none)'/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toMatch(/^(SAMEORIGIN|DENY)$/);
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  test('pages get the document policy; JSON answers may load nothing', async () => {
    const page = await app.inject({ url: '/main' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['content-security-policy']).toContain("object-src 'none'");
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const api = await app.inject({ url: '/icec/api/site/info' });
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  test('a page answer carries a fresh style nonce, in its CSP and on its tags; no inline style without it (decision 017)', async () => {
    const nonces: (string | undefined)[] = [];
    for (const url of ['/main', '/admin/login', '/no/such/page']) {
      const res = await app.inject({ url });
      const policy = String(res.headers['content-security-policy']);
      const nonce = /style-src 'self' 'nonce-([^']+)'(;|$)/.exec(policy)?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(policy).toContain("style-src-attr 'unsafe-inline'");
      expect(policy.split(';').filter((directive) => directive.includes('unsafe-inline'))).toEqual(["style-src-attr 'unsafe-inline'"]);
      expect(res.body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      expect(res.body).toContain(`src="/assets/index-abc123.js" nonce="${nonce}"`);
      expect(res.body).not.toContain('csp-nonce-placeholder');
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  test('documents other than the page allow no inline style at all', async () => {
    const file = await app.inject({ url: '/assets/index-abc123.js' });
    expect(file.headers['content-security-policy']).toContain("style-src 'self'");
    expect(file.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(file.headers['content-security-policy']).not.toContain('nonce-');
  });

  test('pages deny powerful browser features but the camera for the portal itself (issue 13 finding 8)', async () => {
    const policy = (await app.inject({ url: '/main' })).headers['permissions-policy'];
    expect(typeof policy).toBe('string');
    const features = Object.fromEntries(
      String(policy)
        .split(',')
        .map((entry) => entry.trim().split('=')),
    );
    expect(features.camera).toBe('(self)');
    for (const feature of ['microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'display-capture']) expect(features[feature]).toBe('()');
    expect(Object.entries(features).filter(([feature, allow]) => feature !== 'camera' && allow !== '()')).toEqual([]);
  });

  test('API answers are never cached; HSTS only in production', async () => {
    const res = await app.inject({ url: '/icec/api/site/info' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  test('TRACE is refused', async () => {
    const res = await app.inject({ method: 'TRACE', url: '/main' });
    expect(res.statusCode).toBe(405);
    expect(res.json()).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
  });

  test.each(['/.env', '/.git/config', '/package.json', '/apps/server/src/app.ts', '/assets/../../package.json', '/assets/..%2f..%2fpackage.json'])(
    'does not serve %s',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('"workspaces"');
      expect(res.body).not.toContain('SESSION_SECRET');
    },
  );
});

describe('pages and not-found (spec §2)', () => {
  test('a known page path answers index.html with 200, an unknown one with 404', async () => {
    const ok = await app.inject({ url: '/main' });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('text/html');
    expect(ok.body).toContain('<html lang="ko">');
    const missing = await app.inject({ url: '/no/such/page?x=1' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<html lang="ko">');
    const adminMissing = await app.inject({ url: '/admin/nothing-here' });
    expect(adminMissing.statusCode).toBe(404);
  });

  test('hashed assets are served with a long cache', async () => {
    const res = await app.inject({ url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  test.each(['/api/nothing', '/icec/api/nothing', '/api', '/icec/api/x/y/z'])('unknown API path %s answers a JSON 404', async (url) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: '요청하신 정보를 찾을 수 없습니다.' });
  });
});

describe('error envelope (SECURITY 3)', () => {
  test('a failure answers 500 in Korean with a correlation id and nothing internal', async () => {
    const res = await app.inject({ url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.code).toBe('INTERNAL');
    expect(body.message).toMatch(/[가-힣]/);
    expect(body.data.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body).not.toMatch(/secret|\/srv|db\.ts|stack|at /);
  });

  test('malformed JSON, a wrong content type, deep nesting, huge numbers and an oversized body get a Korean 4xx', async () => {
    const { cookie, token } = await getBrowserCookies(app);
    const headers = { cookie, 'x-xsrf-token': token };
    const post = (payload: string, contentType = 'application/json') =>
      app.inject({ method: 'POST', url: '/icec/api/test/echo', headers: { ...headers, 'content-type': contentType }, payload });
    for (const res of [
      await post('{"a":'),
      await post('x', 'application/x-weird'),
      await post(`${'['.repeat(5000)}${']'.repeat(5000)}`),
      await post(JSON.stringify({ name: 'abc', age: 1e308 })),
      await post(Buffer.from([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]).toString('latin1')),
    ]) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().message).toMatch(/[가-힣]/);
    }
    const huge = await app.inject({
      method: 'POST',
      url: '/icec/api/test/echo',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ a: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });
});

describe('validation (spec §5)', () => {
  test('field errors carry the same Korean messages as the web form', async () => {
    const { cookie, token } = await getBrowserCookies(app);
    const res = await app.inject({
      method: 'POST',
      url: '/icec/api/test/echo',
      headers: { cookie, 'x-xsrf-token': token },
      payload: { name: '가나다라마바', age: 3 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'VALIDATION', message: '입력값을 확인해 주세요.', data: { fieldErrors: { name: '5자 이하로 입력해 주세요.' } } });
    const ok = await app.inject({ method: 'POST', url: '/icec/api/test/echo', headers: { cookie, 'x-xsrf-token': token }, payload: { name: '가나', age: 3 } });
    expect(ok.json()).toEqual({ name: '가나', age: 3 });
  });
});

describe('anti-forgery (spec §7, SECURITY 13)', () => {
  test('any GET sets XSRF-TOKEN (readable by script) and the HttpOnly anonymous key', async () => {
    const res = await app.inject({ url: '/main' });
    const xsrf = res.cookies.find((c) => c.name === XSRF_COOKIE);
    const key = res.cookies.find((c) => c.name === ANONYMOUS_KEY_COOKIE);
    expect(xsrf?.httpOnly).toBeFalsy();
    expect(xsrf?.sameSite).toBe('Lax');
    expect(key?.httpOnly).toBe(true);
  });

  test('a GET with a valid token does not replace it', async () => {
    const { cookie } = await getBrowserCookies(app);
    const res = await app.inject({ url: '/icec/api/menu/list', headers: { cookie } });
    expect(cookiesOf(res)[XSRF_COOKIE]).toBeUndefined();
  });

  const ECHO = '/icec/api/test/echo';
  const validBody = { name: '가나', age: 3 };

  test('a state-changing request without the header is refused with 403 in Korean, and changes nothing', async () => {
    const { cookie } = await getBrowserCookies(app);
    const res = await app.inject({ method: 'POST', url: ECHO, headers: { cookie }, payload: validBody });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'CSRF' });
    expect(res.json().message).toMatch(/[가-힣]/);
  });

  test('with the matching header the request goes through', async () => {
    const { cookie, token } = await getBrowserCookies(app);
    const res = await app.inject({ method: 'POST', url: ECHO, headers: { cookie, 'x-xsrf-token': token }, payload: validBody });
    expect(res.statusCode).toBe(200);
  });

  test('a token from another browser fails, even sent with its own cookie', async () => {
    const mine = await getBrowserCookies(app);
    const theirs = await getBrowserCookies(app);
    const res = await app.inject({
      method: 'POST',
      url: ECHO,
      headers: { cookie: mine.cookie.replace(/XSRF-TOKEN=[^;]+/, `XSRF-TOKEN=${theirs.token}`), 'x-xsrf-token': theirs.token },
      payload: validBody,
    });
    expect(res.statusCode).toBe(403);
  });

  test('a cross-site request is refused even with a valid token', async () => {
    const { cookie, token } = await getBrowserCookies(app);
    const headers = { cookie, 'x-xsrf-token': token };
    const fromEvil = await app.inject({ method: 'POST', url: ECHO, headers: { ...headers, origin: 'https://evil.example' }, payload: validBody });
    expect(fromEvil.statusCode).toBe(403);
    const crossSite = await app.inject({ method: 'POST', url: ECHO, headers: { ...headers, 'sec-fetch-site': 'cross-site' }, payload: validBody });
    expect(crossSite.statusCode).toBe(403);
    const sameOrigin = await app.inject({
      method: 'POST',
      url: ECHO,
      headers: { ...headers, host: 'portal.example', origin: 'https://portal.example', 'sec-fetch-site': 'same-origin' },
      payload: validBody,
    });
    expect(sameOrigin.statusCode).toBe(200);
  });

  test('a page answer (not a route) also hands out the token', async () => {
    const res = await app.inject({ url: '/main' });
    expect(cookiesOf(res)[XSRF_COOKIE]).toBeDefined();
  });
});

describe('route access (ARCHITECTURE realms)', () => {
  test('anonymous callers get 401 from user and admin routes', async () => {
    for (const url of ['/icec/api/test/mine', '/api/test/admin-only']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });

  test('a route that does not declare who may call it stops the app at start', async () => {
    const other = await buildTestApp(database).catch((e: unknown) => e);
    expect(other).not.toBeInstanceOf(Error);
    await (other as FastifyInstance).close();
    const bad = await buildApp(testAppOptions(database));
    expect(() => bad.get('/api/test/undeclared', () => 'x')).toThrow(/config\.access/);
    // decision 014: an API route comes from a definition of the contract
    expect(() => bad.get('/icec/api/test/undefined', { config: { access: 'public' } }, () => 'x')).toThrow(/API definition/);
    await bad.close();
  });
});
