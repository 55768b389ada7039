import type { TTx } from '../db/client.js';
import { accessIpSeeder } from './access-ip/access-ip.seed.js';
import { memberSeeder } from './member/member.seed.js';
import { adminMenuSeeder } from './menu/admin-menu.seed.js';
import { menuSeeder } from './menu/menu.seed.js';
import { siteSeeder } from './site/site.seed.js';

/**
 * One seeder per module, run in this order inside one transaction. `base` data is always
 * present (site settings, policy texts, footer links, menus); `demo` only in demo mode.
 * Both must be idempotent: a second run changes nothing.
 */
export type TSeedContext = { secret: string };

export type TSeeder = {
  name: string;
  base?: (tx: TTx, ctx: TSeedContext) => Promise<void>;
  demo?: (tx: TTx, ctx: TSeedContext) => Promise<void>;
};

export const seeders: TSeeder[] = [siteSeeder, menuSeeder, adminMenuSeeder, accessIpSeeder, memberSeeder];
