import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config/env.js';

export default async function authorityModule(_app: FastifyInstance, _opts: { config: TConfig }) {}
