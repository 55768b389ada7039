import { fileURLToPath } from 'node:url';
import { configDefaults, defineProject } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const contractSource = fileURLToPath(new URL('../../packages/contract/src/index.ts', import.meta.url));

/**
 * API tests run on a real PostgreSQL (ARCHITECTURE convention 9). `server`: a throwaway
 * embedded PostgreSQL 18 per run. `server-pg15` (added by the root config when
 * TEST_DATABASE_URL is set; CI: the machine's PostgreSQL 15): the same files on that server,
 * less those about the embedded server itself.
 */
export function serverProject(name: 'server' | 'server-pg15') {
  const external = name === 'server-pg15';
  return defineProject({
    root,
    // Tests read the contract's TypeScript source, so no build step sits between an edit and a run.
    resolve: { alias: { '@portal/contract': contractSource } },
    test: {
      name,
      environment: 'node',
      include: ['src/**/*.test.ts'],
      exclude: external ? [...configDefaults.exclude, 'src/**/*embedded*.test.ts'] : configDefaults.exclude,
      env: { TZ: 'Asia/Seoul' },
      // vitest's 5 s and 10 s assume an idle machine: a test of many requests on a loaded 2-core runner takes longer
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // Each file builds its own app on its own database (test/test-app.ts), so the files of a worker share
      // the modules' code, evaluated once: isolated, 170 files spent 6 of their 15 minutes importing the same
      // 990 modules again (decision 030). Module state a test changes is reset by that test (point-hook.test).
      isolate: false,
      setupFiles: ['src/test/setup.ts'],
      globalSetup: [external ? 'src/test/global-setup-external.ts' : 'src/test/global-setup-embedded.ts'],
    },
  });
}

export default serverProject('server');
