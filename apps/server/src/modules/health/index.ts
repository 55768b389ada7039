import { ERROR_MESSAGES, healthApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../plugins/app-error.js';
import { serveApi } from '../../plugins/serve-api.js';

/** A probe hammered by load balancers asks the database at most once a second. */
const CHECK_TTL_MS = 1000;

export default async function healthModule(app: FastifyInstance) {
  let checkedAt = 0;
  let pending: Promise<boolean> | undefined;

  function databaseIsUp(): Promise<boolean> {
    if (pending && Date.now() - checkedAt < CHECK_TTL_MS) return pending;
    checkedAt = Date.now();
    pending = app.pool.query('select 1').then(
      () => true,
      (err: unknown) => {
        app.log.error({ err }, 'health: database check failed');
        return false;
      },
    );
    return pending;
  }

  serveApi(app, healthApi, 'health', { config: { access: 'public', cookieless: true, rateLimit: false } }, async () => {
    if (!(await databaseIsUp())) throw new AppError('SERVICE_UNAVAILABLE', 503, ERROR_MESSAGES.SERVICE_UNAVAILABLE);
    return { status: 'ok' as const, database: 'ok' as const };
  });
}
