import { seoulDate, type TDashboardView } from '@portal/contract';
import type { TDb } from '../../db/client.js';
import { assertAdmin, type TActor } from '../../plugins/access.js';
import { countActiveByType, countLocked, countLoginsSince, countPending, countUserRealmJoinsSince } from './dashboard.repo.js';

type TTypeCount = { userTypeCd: string; mbrTypeAuthrt: string; cnt: number };

/** Totals of `cnt` per value of one key, largest first. */
function totals(rows: TTypeCount[], key: 'userTypeCd' | 'mbrTypeAuthrt'): [string, number][] {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(row[key], (sums.get(row[key]) ?? 0) + row.cnt);
  return [...sums].sort((a, b) => b[1] - a[1]);
}

/**
 * The admin dashboard (spec §2 /admin/dashboard/view): counts only, no one's personal data, for
 * any administrator. "Today" is the calendar day in Asia/Seoul.
 */
export async function getDashboard(db: TDb, actor: TActor, now: Date = new Date()): Promise<TDashboardView> {
  assertAdmin(actor);
  const baseYmd = seoulDate(now);
  const [byType, pending, logins, todayJoinCnt, lockedCnt] = await Promise.all([
    countActiveByType(db),
    countPending(db),
    countLoginsSince(db, baseYmd),
    countUserRealmJoinsSince(db, baseYmd),
    countLocked(db),
  ]);
  return {
    baseYmd,
    activeMbrCnt: byType.filter((r) => r.userTypeCd !== 'A').reduce((sum, r) => sum + r.cnt, 0),
    mbrByUserType: totals(byType, 'userTypeCd').map(([userTypeCd, cnt]) => ({ userTypeCd, cnt })),
    mbrByMbrType: totals(byType, 'mbrTypeAuthrt').map(([mbrTypeAuthrt, cnt]) => ({ mbrTypeAuthrt, cnt })),
    pendingAdminCnt: pending.admin,
    pendingMbrCnt: pending.user,
    todayLoginCnt: logins.logins,
    todayLoginUserCnt: logins.users,
    todayJoinCnt,
    lockedCnt,
  };
}
