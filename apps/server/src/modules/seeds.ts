import type { TSeeder } from '../db/seeder.js';
import { codeSeeder } from './code/code.seed.js';
import { cmpnSeeder, cpnSeeder, gdsSeeder, pointSeeder } from './point/index.js';
import { instCodeSeeder } from './inst-code/inst-code.seed.js';
import { schoolSeeder } from './school/school.seed.js';
import { clsSeeder } from './cls/index.js';
import { assistInstSeeder } from './assist-inst/assist-inst.seed.js';
import { prhbwdSeeder } from './prhbwd/prhbwd.seed.js';
import { popupSeeder } from './popup/popup.seed.js';
import { bannerSeeder } from './banner/banner.seed.js';
import { mnexhlSeeder } from './mnexhl/mnexhl.seed.js';
import { eduIntdcnSeeder } from './edu-intdcn/edu-intdcn.seed.js';
import { crrSiteSeeder } from './crr-site/crr-site.seed.js';
import { deadLinkSeeder } from './dead-link/dead-link.seed.js';
import { crrBookSeeder } from './crr-book/crr-book.seed.js';
import { crrInfoSeeder } from './crr-info/crr-info.seed.js';
import { commonLogSeeder } from './common-log/common-log.seed.js';
import { boardSeeder } from './board/index.js';
import { accessIpSeeder } from './access-ip/index.js';
import { memberSeeder } from './member/index.js';
import { menuSeeder } from './menu/menu.seed.js';
import { siteSeeder } from './site/site.seed.js';
import { dashboardSeeder } from './dashboard/dashboard.seed.js';
import { memberAdminSeeder } from './member-admin/member-admin.seed.js';
import { managerSeeder } from './manager/manager.seed.js';
import { authoritySeeder } from './authority/authority.seed.js';
import { privacyLogSeeder } from './privacy-log/privacy-log.seed.js';
import { myInfoSeeder } from './my-info/my-info.seed.js';
import { inspSeeder } from './insp/index.js';
import { cntstSeeder } from './cntst/index.js';
import { crrRcmdtnSeeder } from './crr-rcmdtn/crr-rcmdtn.seed.js';
import { srvySeeder } from './srvy/srvy.seed.js';
import { stdntMngSeeder } from './stdnt-mng/index.js';
import { crrActvSeeder } from './crr-actv/index.js';
import { portfloSeeder } from './portflo/index.js';
import { crrSpcltSeeder } from './crr-spclt/index.js';
import { fusnSeeder } from './fusn/fusn.seed.js';
import { contsSeeder } from './conts/conts.seed.js';
import { revwSeeder } from './conts/revw.seed.js';
import { crsSeeder } from './conts/crs.seed.js';

/**
 * One seeder per module, run in this order inside one transaction (db/seed.ts). The menu and
 * code seeders apply every seeder's declared menus and code groups, wherever it is listed.
 */
export const seeders: TSeeder[] = [
  siteSeeder,
  menuSeeder,
  accessIpSeeder,
  memberSeeder,
  codeSeeder,
  instCodeSeeder,
  schoolSeeder,
  clsSeeder,
  assistInstSeeder,
  prhbwdSeeder,
  popupSeeder,
  bannerSeeder,
  mnexhlSeeder,
  eduIntdcnSeeder,
  crrSiteSeeder,
  deadLinkSeeder,
  crrBookSeeder,
  crrInfoSeeder,
  commonLogSeeder,
  boardSeeder,
  dashboardSeeder,
  memberAdminSeeder,
  managerSeeder,
  authoritySeeder,
  privacyLogSeeder,
  myInfoSeeder,
  pointSeeder,
  cpnSeeder,
  cmpnSeeder,
  gdsSeeder,
  inspSeeder,
  crrRcmdtnSeeder,
  srvySeeder,
  cntstSeeder,
  stdntMngSeeder,
  crrActvSeeder,
  // issue 18: after the classes' seeder, whose demo students the drafts are about
  portfloSeeder,
  crrSpcltSeeder,
  // issue 19: after the halls, surveys, classes and activities its demo uses
  fusnSeeder,
  // issue 20: the contents library's codes, menus and demo contents
  contsSeeder,
  // issue 20: after the contents' seeder, whose published contents the demo reviews are of
  revwSeeder,
  // issue 20: the contents classes, after the contents and classes they use
  crsSeeder,
];
