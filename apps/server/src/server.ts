import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config/env.js';
import { openDatabase } from './db/database.js';
import { attachDemoFiles } from './modules/board/index.js';
import { attachDemoImageFiles } from './modules/files/index.js';
import { DataDirLockedError } from './db/embedded-lock.js';
import { createLogger } from './lib/log.js';

const SHUTDOWN_TIMEOUT_MS = 15_000;

const envFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);

async function main() {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    seedDemo: config.seedDemo,
    secret: config.sessionSecret,
    poolWaitMs: config.databasePoolWaitMs,
    log,
  });
  const app = await buildApp({ config, database, loggerInstance: log });
  if (config.seedDemo) {
    await attachDemoFiles(database.db, config);
    await attachDemoImageFiles(database.db, config);
  }

  let stopping = false;
  // SECURITY 23: finish in-flight requests, then release the database.
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      log.error('shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (err) {
    log.error({ err }, 'could not listen');
    await database.close();
    process.exit(1);
  }
  log.info(`진로교육포털: http://localhost:${config.port}/main`);
}

main().catch((err: unknown) => {
  // Start-up failures (configuration, data directory in use, database) are for the operator.
  // Anything else (a failed migration or seed) goes through the error serializer: no statement's values.
  if (err instanceof ConfigError || err instanceof DataDirLockedError) console.error(err.message);
  else createLogger('error').error({ err }, 'start-up failed');
  process.exit(1);
});
