import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Pool } from 'pg';
import type { TConfig } from './config/env.js';
import type { TDb } from './db/client.js';
import { createLogger } from './lib/log.js';
import { registerModules } from './modules/index.js';
import { accessIpGuard } from './modules/access-ip/index.js';
import { sessionPlugin } from './modules/auth/index.js';
import access from './plugins/access.js';
import csrf from './plugins/csrf.js';
import errorHandler from './plugins/error-handler.js';
import overload from './plugins/overload.js';
import securityHeaders from './plugins/security-headers.js';
import { registerCompression, registerWebApp } from './plugins/web-app.js';

export type TDatabase = { db: TDb; pool: Pool };

export type TBuildAppOptions = {
  config: TConfig;
  database: TDatabase;
  /** a pino instance shared with the database start-up (lib/log.ts createLogger); default: one at config.logLevel */
  loggerInstance?: FastifyServerOptions['loggerInstance'];
};

declare module 'fastify' {
  interface FastifyInstance {
    db: TDb;
    pool: Pool;
  }
}

export async function buildApp({ config, database, loggerInstance }: TBuildAppOptions) {
  const app = Fastify({
    loggerInstance: loggerInstance ?? createLogger(config.logLevel),
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    routerOptions: { maxParamLength: 500 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('pool', database.pool);

  await app.register(errorHandler);
  await app.register(cookie);
  await app.register(securityHeaders, { isProduction: config.isProduction });
  await registerCompression(app);
  await app.register(overload, { maxEventLoopDelayMs: config.maxEventLoopDelayMs, perMinute: config.rateLimitPerMinute });
  await app.register(csrf, { secret: config.sessionSecret, secure: config.isProduction });
  await app.register(sessionPlugin, { config });
  await registerWebApp(app, { distDir: config.webDistDir, isProduction: config.isProduction });
  await app.register(access);
  await app.register(accessIpGuard, { config });
  await registerModules(app, config);
  return app;
}
