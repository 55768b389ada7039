import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
/** The local OAuth 2 provider that stands in for Kakao (support/oauth-provider.mjs). */
const OAUTH_PORT = Number(process.env.E2E_OAUTH_PORT ?? 3291);
const oauth = `http://127.0.0.1:${OAUTH_PORT}`;
const root = path.resolve(import.meta.dirname, '..');
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // The closed network refuses Chromium's background connections; --no-sandbox because CI runs as root.
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** Browser journeys against the built portal on a fresh embedded PostgreSQL with demo data. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Generous: on a 2-core machine kept busy by another process, a login and an axe scan alone took
  // over 30 s. A passing journey takes no longer for it; only a failing one waits the full time.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // One retry on CI: a journey that fails once on a loaded machine and then passes is reported as
  // flaky, with its first error (decision 029); a journey that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  reporter: [[process.env.CI ? 'line' : 'list'], ['./support/failure-summary.ts']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined, launchOptions: chromium } },
    {
      name: 'phone',
      testMatch: ['layout.spec.ts', 'accessibility.spec.ts'],
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, launchOptions: chromium },
    },
  ],
  webServer: [
    {
      command: 'node e2e/support/oauth-provider.mjs',
      cwd: root,
      url: `${oauth}/.well-known/openid-configuration`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { E2E_OAUTH_PORT: String(OAUTH_PORT) },
    },
    {
      command: `rm -rf data/e2e && mkdir -p data/e2e && chmod 755 data data/e2e && node apps/server/dist/server.js`,
      cwd: root,
      url: `http://localhost:${PORT}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        PORTAL_DATA_DIR: 'data/e2e',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'true',
        NODE_ENV: 'test',
        // A short idle time-out, so the session journey sees the extend question and the end.
        SESSION_IDLE_MINUTES: '2',
        // Every journey comes from 127.0.0.1: the per-address limit would count them all as one visitor.
        RATE_LIMIT_PER_MINUTE: '100000',
        // The overload guard off: a loaded CI machine lags past 1 s and would answer journeys 503.
        MAX_EVENT_LOOP_DELAY_MS: '0',
        OUTBOUND_ALLOW_PRIVATE: 'true',
        OAUTH_KAKAO_CLIENT_ID: 'e2e-client',
        OAUTH_KAKAO_CLIENT_SECRET: 'e2e-secret',
        OAUTH_KAKAO_AUTHORIZE_URL: `${oauth}/authorize`,
        OAUTH_KAKAO_TOKEN_URL: `${oauth}/token`,
        OAUTH_KAKAO_USERINFO_URL: `${oauth}/userinfo`,
      },
    },
  ],
});
