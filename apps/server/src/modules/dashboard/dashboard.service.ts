import { seoulDate, type TDashboardView } from '@portal/contract';
import type { TDb } from '../../db/client.js';
import { assertAdmin, type TActor } from '../../plugins/access.js';
import { countActiveByMbrType, countLocked, countLoginsSince, countPending, countQnaWaiting, countUserRealmJoinsSince } from './dashboard.repo.js';

/**
 * The admin dashboard (spec §2 /admin/dashboard/view): counts only, no one's personal data, for
 * any administrator. "Today" is the calendar day in Asia/Seoul. Each figure is counted once, by
 * the rule of the list it links to; the active members total is the sum of its table's rows.
 */
export async function getDashboard(db: TDb, actor: TActor, now: Date = new Date()): Promise<TDashboardView> {
  assertAdmin(actor);
  const baseYmd = seoulDate(now);
  const [mbrByMbrType, pending, logins, todayJoinCnt, lockedCnt, qnaWaiting] = await Promise.all([
    countActiveByMbrType(db),
    countPending(db),
    countLoginsSince(db, baseYmd),
    countUserRealmJoinsSince(db, baseYmd),
    countLocked(db),
    countQnaWaiting(db),
  ]);
  return {
    baseYmd,
    activeMbrCnt: mbrByMbrType.reduce((sum, r) => sum + r.cnt, 0),
    mbrByMbrType,
    pendingAdminCnt: pending.admin,
    pendingMbrCnt: pending.all,
    todayLoginCnt: logins.logins,
    todayLoginUserCnt: logins.users,
    todayJoinCnt,
    lockedCnt,
    qnaWaiting,
  };
}
