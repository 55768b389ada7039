import { sql } from 'drizzle-orm';
import { seeders as moduleSeeders } from '../modules/seeds.js';
import { ADVISORY_LOCK_NAMESPACE, SEED_LOCK } from './advisory-locks.js';
import type { TDb, TDbLog } from './client.js';
import type { TSeeder } from './seeder.js';

export type TSeedOptions = {
  demo: boolean;
  /** default: every module's seeder, in the order of modules/seeds.ts */
  seeders?: TSeeder[];
  log?: TDbLog;
  /** the server secret: demo seeders encrypt with it (the demo administrator's TOTP secret) */
  secret: string;
};

/**
 * Runs every seeder's `base`, then (demo) every `demo`, in one transaction: a failing seeder
 * leaves nothing half-written, and processes starting together take turns.
 */
export async function seedDatabase(db: TDb, { demo, seeders = moduleSeeders, log, secret }: TSeedOptions): Promise<void> {
  const steps = [
    ...seeders.flatMap((s) => (s.base ? [{ name: `${s.name}.base`, run: s.base }] : [])),
    ...(demo ? seeders.flatMap((s) => (s.demo ? [{ name: `${s.name}.demo`, run: s.demo }] : [])) : []),
  ];
  const startedAt = Date.now();
  await db.transaction(async (tx) => {
    // Waiting for another process's seeding, or a large demo data set, may outlast the request limit.
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCK_NAMESPACE}, ${SEED_LOCK})`);
    for (const step of steps) {
      const stepStartedAt = Date.now();
      await step.run(tx, { secret, seeders });
      log?.debug({ step: step.name, ms: Date.now() - stepStartedAt }, 'seed step');
    }
  });
  log?.info({ steps: steps.map((s) => s.name), demo, ms: Date.now() - startedAt }, '시드 데이터 적용 (seeders ran)');
}
