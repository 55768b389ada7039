import type { FastifyInstance } from 'fastify';
import { menuRoutes } from './menu.routes.js';

export default async function menuModule(app: FastifyInstance) {
  await app.register(menuRoutes);
}
