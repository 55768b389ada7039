import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config/env.js';
import { grdnCnstRoutes, mbrMngRoutes, stdntEblcUldRoutes } from './stdnt-mng.routes.js';

/**
 * Teachers' management of their students' accounts (issue 18): bulk registration of a class from
 * a sheet (/myPage/stdntEblcUld), the accounts' page (/mbrMng), and the guardian consent a
 * bulk-registered child under 14 gives at the first login (GRDN_CNST). Who manages whom: modules/cls.
 */
export default async function stdntMngModule(app: FastifyInstance, { config }: { config: TConfig }) {
  await app.register(stdntEblcUldRoutes);
  await app.register(mbrMngRoutes);
  await app.register(grdnCnstRoutes(config));
}

export { stdntMngSeeder } from './stdnt-mng.seed.js';
