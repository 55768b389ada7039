import type { TTx } from '../db/client.js';
import { codeSeeder } from './code/code.seed.js';
import { instCodeSeeder } from './inst-code/inst-code.seed.js';
import { schoolSeeder } from './school/school.seed.js';
import { assistInstSeeder } from './assist-inst/assist-inst.seed.js';
import { prhbwdSeeder } from './prhbwd/prhbwd.seed.js';
import { popupSeeder } from './popup/popup.seed.js';
import { bannerSeeder } from './banner/banner.seed.js';
import { mnexhlSeeder } from './mnexhl/mnexhl.seed.js';
import { eduIntdcnSeeder } from './edu-intdcn/edu-intdcn.seed.js';
import { crrSiteSeeder } from './crr-site/crr-site.seed.js';
import { deadLinkSeeder } from './dead-link/dead-link.seed.js';
import { crrBookSeeder } from './crr-book/crr-book.seed.js';
import { commonLogSeeder } from './common-log/common-log.seed.js';
import { boardSeeder } from './board/board.seed.js';
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
