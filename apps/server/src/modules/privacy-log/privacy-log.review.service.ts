import { type TPrivacyLogListQuery, type TPrivacyLogListResponse, type TPrivacyMonthlyReport } from '@portal/contract';
import type { TDb } from '../../db/client.js';
import { pageOf } from '../../db/paging.js';
import { countLogs, findLogPage, findMonthlyFigures, logWhere } from './privacy-log.repo.js';
import type { TActor } from '../../plugins/access.js';
import { assertSuperAdmin } from '../manager/index.js';

type TLogRow = Awaited<ReturnType<typeof findLogPage>>[number];
const toItem = (r: TLogRow) => ({ ...r, actedAt: r.actedAt.toISOString() });

/**
 * SECURITY 17: the access log, read by SUPER administrators only (it ties members to what was read
 * of them: a contest judge must not learn an entrant from it). Reading it is not itself logged: the
 * log holds accesses to members' data, and it holds none.
 */
export async function listPrivacyLogs(db: TDb, actor: TActor, query: TPrivacyLogListQuery): Promise<TPrivacyLogListResponse> {
  await assertSuperAdmin(db, actor);
  const where = logWhere(query);
  const page = await pageOf(query, countLogs(db, where), (offset, limit) => findLogPage(db, where, offset, limit));
  return { ...page, list: page.list.map(toItem) };
}

/** The monthly review report of SECURITY 17 for a month YYYYMM (Asia/Seoul), SUPER only like the list. */
export async function monthlyReport(db: TDb, actor: TActor, yyyymm: string): Promise<TPrivacyMonthlyReport> {
  await assertSuperAdmin(db, actor);
  const { actorActions, exports, busyDays, offHours } = await findMonthlyFigures(db, `${yyyymm.slice(0, 4)}-${yyyymm.slice(4)}-01`);
  return {
    yyyymm,
    totalCount: actorActions.reduce((sum, a) => sum + a.count, 0),
    actorActions,
    exports: exports.map(toItem),
    flags: [
      ...busyDays.map((d) => ({ flagCd: 'VIEW_VOLUME' as const, ...d, logId: null })),
      ...offHours.map((e) => ({ flagCd: 'OFF_HOURS_EXPORT' as const, ...e, count: 1 })),
    ],
  };
}
