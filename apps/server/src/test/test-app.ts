import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type TBuildAppOptions, type TDatabase } from '../app.js';
import { loadConfig } from '../config/env.js';
import { XSRF_COOKIE } from '../plugins/csrf.js';
import { createTestDatabase, type TTestDatabase, type TTestDatabaseOptions } from './database.js';
import { TEST_SECRET } from './secret.js';
import { testAppLogger } from './test-log.js';

export { TEST_SECRET } from './secret.js';

/** A stand-in web build: the server only needs index.html and one hashed asset. */
export function createWebDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    // as Vite writes it (html.cspNonce): the nonce placeholder on the meta tag and the script tag
    '<!doctype html><html lang="ko"><head><title>진로교육포털</title><meta property="csp-nonce" nonce="csp-nonce-placeholder">' +
      '<script type="module" crossorigin src="/assets/index-abc123.js" nonce="csp-nonce-placeholder"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
  return dir;
}

export function testConfig(overrides: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    SESSION_SECRET: TEST_SECRET,
    PORTAL_DATA_DIR: path.join(os.tmpdir(), 'portal-test-data'),
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(os.tmpdir(), 'portal-no-web-build'),
    // 0 turns the overload guard off: a busy test machine lags its event loop past 1 s and tests
    // would get 503. overload.routes.test.ts turns it back on to test the guard itself.
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...overrides,
  });
}

/** What buildApp takes for a test: the test configuration and the logger every test's log is checked through. */
export function testAppOptions(database: TDatabase, overrides: Record<string, string> = {}): TBuildAppOptions {
  return { config: testConfig(overrides), database, loggerInstance: testAppLogger() };
}

/** buildApp on a test database, ready for app.inject(). */
export async function buildTestApp(database: TDatabase, overrides: Record<string, string> = {}): Promise<FastifyInstance> {
  const app = await buildApp(testAppOptions(database, overrides));
  await app.ready();
  return app;
}

/** The cookies a browser would hold after a GET, and the header value to send back. */
export async function getBrowserCookies(app: FastifyInstance): Promise<{ cookie: string; token: string }> {
  const res = await app.inject({ method: 'GET', url: '/icec/api/site/info' });
  const jar = cookiesOf(res);
  const token = jar[XSRF_COOKIE];
  if (!token) throw new Error('no XSRF-TOKEN cookie on a GET response');
  return {
    cookie: Object.entries(jar)
      .map(([k, v]) => `${k}=${v}`)
      .join('; '),
    token,
  };
}

export function cookiesOf(res: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
}

/** A test file's own database and app, made before its tests and dropped after them. */
export function useTestApp(
  overrides: Record<string, string> = {},
  databaseOptions: TTestDatabaseOptions = {},
): { readonly app: FastifyInstance; readonly database: TTestDatabase } {
  let app: FastifyInstance | undefined;
  let database: TTestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(databaseOptions);
    app = await buildTestApp(database, overrides);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  return {
    get app() {
      if (!app) throw new Error('useTestApp: used outside a test');
      return app;
    },
    get database() {
      if (!database) throw new Error('useTestApp: used outside a test');
      return database;
    },
  };
}
