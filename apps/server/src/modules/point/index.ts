import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config/env.js';
import { setPointHandler, setPointWithdrawHandler } from '../../lib/point-hook.js';
import { cmpnAdminRoutes } from './cmpn.admin.routes.js';
import { cmpnAplyFileOwner } from './cmpn.files.js';
import { cmpnRoutes } from './cmpn.routes.js';
import { cpnRoutes } from './cpn.routes.js';
import { pointAdminRoutes } from './point.admin.routes.js';
import { adminImageOwner, registerDemoImages, registerFileOwner } from '../files/index.js';
import { gdsAdminRoutes } from './gds.admin.routes.js';
import { attachGdsDemoImages } from './gds.demo-images.js';
import { isGdsOnSale } from './gds.repo.js';
import { gdsRoutes } from './gds.routes.js';
import { earnPoints, withdrawPoints } from './point.earn.js';
import { startRetention } from './point.retention.js';
import { pointRoutes } from './point.routes.js';

/**
 * Points (issue 15, decision 022): the append-only ledger every credit and spending goes through,
 * the student's point pages, and the administrator's ledgers and rules. Other modules credit
 * through `earnPoint` of lib/point-hook.ts, which this module answers.
 */
export default async function pointModule(app: FastifyInstance, { config }: { config: TConfig }) {
  setPointHandler(async (tx, earn) => (await earnPoints(app.db, tx, earn))?.points ?? 0);
  setPointWithdrawHandler(withdrawPoints);
  const retention = startRetention(app.db, { secret: config.sessionSecret, auditYears: config.point.auditYears, log: app.log });
  app.addHook('onClose', async () => retention.stop());
  await app.register(pointRoutes);
  await app.register(cpnRoutes, { secret: config.sessionSecret });
  await app.register(pointAdminRoutes);
  // campaigns: a proof's files are the applicant's and the administrators' only (SECURITY 8, 15)
  registerFileOwner('cmpnAply', cmpnAplyFileOwner);
  await app.register(cmpnRoutes);
  await app.register(cmpnAdminRoutes);
  // point goods: administrators upload a good's image; anyone sees it while the good is in use (SECURITY 8, 15)
  registerFileOwner('pointBsdGds', adminImageOwner(isGdsOnSale));
  registerDemoImages('point-gds', attachGdsDemoImages);
  await app.register(gdsRoutes);
  await app.register(gdsAdminRoutes);
}

export { lockBalance, lockBalances, movePoints, type TMoved, type TPointMove } from './point.ledger.js';
export { assertHolder, balanceOf, earnedTotalOf } from './point.service.js';
export { pointSeeder } from './point.seed.js';
export { cpnSeeder } from './cpn.seed.js';
export { cmpnSeeder } from './cmpn.seed.js';
export { gdsSeeder } from './gds.seed.js';
