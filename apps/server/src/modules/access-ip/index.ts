import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config/env.js';

export default async function accessIpModule(_app: FastifyInstance, _opts: { config: TConfig }) {}
