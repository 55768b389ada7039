import { COMMON_LOG_MESSAGES, type TAcsMenuQuery, type TAcsSave, type TRcmdtnCount, type TRcmdtnTarget } from '@portal/contract';
import type { TDb } from '../../db/client.js';
import type { TRequestUser } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { existsRcmdtn, findRcmdtnCount, incrementRcmdtnCount, insertMenuVisit, insertRcmdtn, insertVisit } from './common-log.repo.js';
import { deviceOf, userTypeOf } from './log-device.js';
import { pagePatternOf } from './page-pattern.js';
import { rcmdtnTargetCheck } from './rcmdtn-targets.js';

/** Who is logging, as far as a log may know (no IP, no user id in visit and menu logs). */
export type TLogCaller = { user: TRequestUser | null; userAgent: string | undefined };

const SUCCESS = { result: 'SUCCESS' as const };

/**
 * The page, not the address: no query string (search words, tokens) and no ids in the path (the
 * route pattern instead), so the logs keep no personal data and the rollups have bounded keys.
 */
const pageOf = (pageUrl: string) => pagePatternOf(pageUrl.split(/[?#]/)[0] || '/');

function referrerHostOf(referrer: string | undefined): string | null {
  if (!referrer) return null;
  try {
    return new URL(referrer).host.toLowerCase().slice(0, 255) || null;
  } catch {
    throw new AppError('VALIDATION', 400, COMMON_LOG_MESSAGES.referrer, { fieldErrors: { referrer: COMMON_LOG_MESSAGES.referrer } });
  }
}

/** spec §7 acs/save: anyone may log a visit; the raw row and its daily rollup in one transaction. */
export async function saveVisit(db: TDb, caller: TLogCaller, body: TAcsSave) {
  const row = {
    pageUrl: pageOf(body.pageUrl),
    referrerHost: referrerHostOf(body.referrer),
    deviceCd: deviceOf(caller.userAgent),
    userTypeCd: userTypeOf(caller.user),
  };
  await db.transaction((tx) => insertVisit(tx, row));
  return SUCCESS;
}

/** spec §7 acs/menu: a page of the menu was opened. */
export async function saveMenuVisit(db: TDb, caller: TLogCaller, query: TAcsMenuQuery) {
  const row = { pageUrl: pageOf(query.pageUrl), menuNm: query.menuNm, deviceCd: deviceOf(caller.userAgent), userTypeCd: userTypeOf(caller.user) };
  await db.transaction((tx) => insertMenuVisit(tx, row));
  return SUCCESS;
}

/** spec §7 rcmdtn/count: anyone may read the count; rcmdtnYn tells a logged-in caller whether they recommended. */
export async function getRcmdtnCount(db: TDb, user: TRequestUser | null, target: TRcmdtnTarget): Promise<TRcmdtnCount> {
  const [count, mine] = await Promise.all([
    findRcmdtnCount(db, target.srvcCd, target.idntfId),
    user ? existsRcmdtn(db, target.srvcCd, target.idntfId, user.userId) : false,
  ]);
  return { count, rcmdtnYn: mine ? 'Y' : 'N' };
}

/**
 * spec §7 rcmdtn/save: one recommendation per logged-in user-realm account and item. A second save
 * changes nothing and answers the same (SECURITY 19). Guests get 401, administrators 403: the
 * count is the members' voice, and an admin account does not use the user service (spec §5).
 */
export async function saveRcmdtn(db: TDb, user: TRequestUser | null, target: TRcmdtnTarget): Promise<TRcmdtnCount> {
  if (!user) throw AppError.unauthorized(COMMON_LOG_MESSAGES.loginRequired);
  if (user.userTypeCd === 'A') throw AppError.forbidden(COMMON_LOG_MESSAGES.adminRefused, { isAdmin: true });
  const check = rcmdtnTargetCheck(target.srvcCd);
  if (!check) throw new AppError('VALIDATION', 400, COMMON_LOG_MESSAGES.srvcCd, { fieldErrors: { srvcCd: COMMON_LOG_MESSAGES.srvcCd } });
  await db.transaction(async (tx) => {
    if (!(await check(tx, target.idntfId))) throw AppError.notFound();
    if (await insertRcmdtn(tx, target.srvcCd, target.idntfId, user.userId)) await incrementRcmdtnCount(tx, target.srvcCd, target.idntfId);
  });
  return { count: await findRcmdtnCount(db, target.srvcCd, target.idntfId), rcmdtnYn: 'Y' };
}
