import type { TSeeder } from '../../db/seeder.js';

/** No base or demo data: the logs and their rollups fill as the site is used. */
export const commonLogSeeder: TSeeder = { name: 'common-log' };
