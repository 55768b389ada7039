import { defineConfig } from 'vitest/config';

/** One run, one project per workspace (ARCHITECTURE convention 9). */
export default defineConfig({
  test: {
    projects: [
      'packages/contract/vitest.config.ts',
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
    ],
  },
});
