import { z } from 'zod';
import { ZMenuItem } from '../site/site.schema.js';

/** GET /api/menu/list (admin): the back office's side menu (menu rows of realm ADMIN). */
export const ZAdminMenuListResponse = z.object({ adminMenuList: z.array(ZMenuItem) });
export type TAdminMenuListResponse = z.infer<typeof ZAdminMenuListResponse>;

const ZCount = z.number().int().min(0);

/**
 * GET /api/dashboard/view: figures of today (Asia/Seoul) and of the active members. Each figure is
 * what its list shows under the filter the dashboard links to.
 */
export const ZDashboardView = z.object({
  baseYmd: z.string().describe('today in Asia/Seoul, YYYY-MM-DD'),
  activeMbrCnt: ZCount.describe('active accounts of the user realm (G, T, S); the sum of mbrByMbrType'),
  mbrByMbrType: z.array(z.object({ mbrTypeAuthrt: z.string(), cnt: ZCount })).describe('active accounts of the user realm by member type'),
  pendingAdminCnt: ZCount.describe('administrator accounts waiting for approval: the manager list filtered to PNDG'),
  pendingMbrCnt: ZCount.describe('accounts waiting for approval, both realms: the member list filtered to PNDG'),
  todayLoginCnt: ZCount.describe('successful logins today, both realms'),
  todayLoginUserCnt: ZCount.describe('distinct accounts that logged in today'),
  todayJoinCnt: ZCount.describe('accounts of the user realm that joined today'),
  lockedCnt: ZCount.describe('accounts in the locked state (USER_STTS LOCK), both realms: the member list filtered to it'),
  qnaWaiting: z
    .array(z.object({ boardId: z.string(), boardNm: z.string(), cnt: ZCount }))
    .describe('questions without an answer, per Q&A board: the post list filtered to the board and ansYn N'),
});
export type TDashboardView = z.infer<typeof ZDashboardView>;
