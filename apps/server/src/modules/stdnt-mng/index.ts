import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config/env.js';
import { mbrMngRoutes, stdntEblcUldRoutes } from './stdnt-mng.routes.js';

/**
 * Teachers' management of their students' accounts (issue 18): bulk registration of a class from
 * a sheet (/myPage/stdntEblcUld) and the accounts' page (/mbrMng). Who manages whom: modules/cls.
 */
export default async function stdntMngModule(app: FastifyInstance, _opts: { config: TConfig }) {
  await app.register(stdntEblcUldRoutes);
  await app.register(mbrMngRoutes);
}

export { stdntMngSeeder } from './stdnt-mng.seed.js';
