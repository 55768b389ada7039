import { defineConfig } from 'vitest/config';
import { serverProject } from './apps/server/vitest.config.ts';

/** One run, one project per workspace (ARCHITECTURE convention 9); the server's tests also run on TEST_DATABASE_URL when set. */
export default defineConfig({
  test: {
    projects: [
      'test/vitest.config.ts',
      'packages/contract/vitest.config.ts',
      'apps/server/vitest.config.ts',
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-pg15')] : []),
      'apps/web/vitest.config.ts',
    ],
  },
});
