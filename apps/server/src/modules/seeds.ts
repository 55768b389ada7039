import type { TTx } from '../db/client.js';
import { codeSeeder } from './code/index.js';
import { instCodeSeeder } from './inst-code/index.js';
import { schoolSeeder } from './school/index.js';
import { assistInstSeeder } from './assist-inst/index.js';
import { prhbwdSeeder } from './prhbwd/index.js';
import { popupSeeder } from './popup/index.js';
import { bannerSeeder } from './banner/index.js';
import { mnexhlSeeder } from './mnexhl/index.js';
import { eduIntdcnSeeder } from './edu-intdcn/index.js';
import { crrSiteSeeder } from './crr-site/index.js';
import { deadLinkSeeder } from './dead-link/index.js';
import { crrBookSeeder } from './crr-book/index.js';
import { commonLogSeeder } from './common-log/index.js';
import { boardSeeder } from './board/board.seed.js';
import { accessIpSeeder } from './access-ip/access-ip.seed.js';
import { memberSeeder } from './member/member.seed.js';
import { adminMenuSeeder, menuSeeder } from './menu/index.js';
import { siteSeeder } from './site/index.js';

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

export const seeders: TSeeder[] = [
  siteSeeder,
  menuSeeder,
  adminMenuSeeder,
  accessIpSeeder,
  memberSeeder,
  codeSeeder,
  instCodeSeeder,
  schoolSeeder,
  assistInstSeeder,
  prhbwdSeeder,
  popupSeeder,
  bannerSeeder,
  mnexhlSeeder,
  eduIntdcnSeeder,
  crrSiteSeeder,
  deadLinkSeeder,
  crrBookSeeder,
  commonLogSeeder,
  boardSeeder,
];
