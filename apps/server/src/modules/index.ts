import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../config/env.js';
import codeModule from './code/index.js';
import instCodeModule from './inst-code/index.js';
import schoolModule from './school/index.js';
import assistInstModule from './assist-inst/index.js';
import prhbwdModule from './prhbwd/index.js';
import popupModule from './popup/index.js';
import bannerModule from './banner/index.js';
import mnexhlModule from './mnexhl/index.js';
import eduIntdcnModule from './edu-intdcn/index.js';
import crrSiteModule from './crr-site/index.js';
import deadLinkModule from './dead-link/index.js';
import crrBookModule from './crr-book/index.js';
import crrInfoModule from './crr-info/index.js';
import commonLogModule from './common-log/index.js';
import filesModule from './files/index.js';
import boardModule from './board/index.js';
import accessIpModule from './access-ip/index.js';
import authorityModule from './authority/index.js';
import dashboardModule from './dashboard/index.js';
import joinModule from './join/index.js';
import managerModule from './manager/index.js';
import memberAdminModule from './member-admin/index.js';
import myInfoModule from './my-info/index.js';
import privacyLogModule from './privacy-log/index.js';
import socialLoginModule from './social-login/index.js';
import authModule from './auth/index.js';
import healthModule from './health/index.js';
import menuModule from './menu/index.js';
import siteModule from './site/index.js';
import pointModule from './point/index.js';
import inspModule from './insp/index.js';
import cntstModule from './cntst/index.js';
import crrRcmdtnModule from './crr-rcmdtn/index.js';
import srvyModule from './srvy/index.js';
import clsModule from './cls/index.js';
import stdntMngModule from './stdnt-mng/index.js';
import crrActvModule from './crr-actv/index.js';
import portfloModule from './portflo/index.js';
import crrSpcltModule from './crr-spclt/index.js';
import fusnModule from './fusn/index.js';
import contsModule from './conts/index.js';

/** The explicit registry of modules (ARCHITECTURE: no autoload). */
export async function registerModules(app: FastifyInstance, config: TConfig) {
  await app.register(healthModule);
  await app.register(siteModule, { siteName: config.siteName });
  await app.register(menuModule);
  await app.register(authModule, { config });
  // site administration (issue 4); the code cache comes first, since other modules read it
  await app.register(codeModule, { config });
  await app.register(instCodeModule, { config });
  await app.register(schoolModule, { config });
  await app.register(assistInstModule, { config });
  await app.register(prhbwdModule, { config });
  await app.register(popupModule, { config });
  await app.register(bannerModule, { config });
  await app.register(mnexhlModule, { config });
  await app.register(eduIntdcnModule, { config });
  await app.register(crrSiteModule, { config });
  await app.register(deadLinkModule, { config });
  await app.register(crrBookModule, { config });
  await app.register(crrInfoModule, { config });
  await app.register(commonLogModule, { config });
  // boards and files (issue 5); files first, since owners register with it
  await app.register(filesModule, { config });
  await app.register(boardModule, { config });
  await app.register(accessIpModule, { config });
  await app.register(authorityModule, { config });
  await app.register(dashboardModule, { config });
  await app.register(joinModule, { config });
  await app.register(managerModule, { config });
  await app.register(memberAdminModule, { config });
  await app.register(myInfoModule, { config });
  await app.register(privacyLogModule, { config });
  await app.register(socialLoginModule, { config });
  // points (issue 15): the ledger every credit goes through, campaigns, coupon days and goods
  await app.register(pointModule, { config });
  // career inspections (issue 16): the test engine, sheets, results and the test bank
  await app.register(inspModule, { config });
  // careers (issue 16): recommended jobs from the student's latest results
  await app.register(crrRcmdtnModule, { config });
  // surveys (issue 17): the builder, answering, drafts and once-only submits
  await app.register(srvyModule, { config });
  // contests (issue 17): entries, judges, the score table and the announced results
  await app.register(cntstModule, { config });
  // schools' teachers, classes and rosters (issue 18)
  await app.register(clsModule, { config });
  // students' accounts for teachers (issue 18): bulk registration of a class, the accounts' page
  await app.register(stdntMngModule, { config });
  // career activities (issue 18): the three kinds, a student's own, a teacher's for a class
  await app.register(crrActvModule, { config });
  // portfolio and career remarks (issue 18): a student's records for the student and their teachers
  await app.register(portfloModule, { config });
  await app.register(crrSpcltModule, { config });
  // fusion activities (issue 19): programs, school reservations, applications, attendance, certificates
  await app.register(fusnModule, { config });
  // contents library (issue 20): contents, classifications, versions and reviews
  await app.register(contsModule, { config });
}
