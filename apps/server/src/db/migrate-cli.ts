import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config/env.js';
import { openDatabase } from './database.js';
import { createLogger } from '../lib/log.js';

/**
 * Deployment step: `node apps/server/dist/db/migrate-cli.js` migrates and base-seeds the
 * database in DATABASE_URL, or the embedded one in PORTAL_DATA_DIR, as the server would at
 * start; run it ahead of rolling out new server processes.
 */
const repoRoot = (path: string) => fileURLToPath(new URL(`../../../../${path}`, import.meta.url));

if (existsSync(repoRoot('.env'))) process.loadEnvFile(repoRoot('.env'));
const log = createLogger(process.env.LOG_LEVEL || 'info').child({ name: 'db-migrate' });

try {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    seedDemo: false,
    secret: config.sessionSecret,
    log,
  });
  await database.close();
} catch (err) {
  log.error({ err }, '마이그레이션 실패 (migration failed)');
  process.exitCode = 1;
}
