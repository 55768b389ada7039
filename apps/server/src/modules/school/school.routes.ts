import { schoolApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { serveApi } from '../../plugins/serve-api.js';
import { searchSchools } from './school-search.service.js';

/**
 * The school picker (issue 14): public, as a guest joins. A person types a few names; more than a
 * fifth of the global per-address limit a minute is a script walking the list.
 */
export async function schoolPublicRoutes(app: FastifyInstance, { perMinute }: { perMinute: number }) {
  const limited = { config: { access: 'public', rateLimit: { max: Math.max(1, Math.floor(perMinute / 5)), timeWindow: '1 minute' } } } as const;
  serveApi(app, schoolApi, 'search', limited, (request) => searchSchools(app.db, request.query));
}
