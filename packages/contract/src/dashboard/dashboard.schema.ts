import { z } from 'zod';
import { ZMenuItem } from '../site/site.schema.js';

/** GET /api/menu/list (admin): the back office's side menu (menu rows of realm ADMIN). */
export const ZAdminMenuListResponse = z.object({ adminMenuList: z.array(ZMenuItem) });
export type TAdminMenuListResponse = z.infer<typeof ZAdminMenuListResponse>;

const ZCount = z.number().int().min(0);

/** GET /api/dashboard/view: figures of today (Asia/Seoul) and of the active members. */
export const ZDashboardView = z.object({
  baseYmd: z.string().describe('today in Asia/Seoul, YYYY-MM-DD'),
  activeMbrCnt: ZCount.describe('active accounts of the user realm (G, T, S)'),
  mbrByUserType: z.array(z.object({ userTypeCd: z.string(), cnt: ZCount })).describe('active accounts by user type, admins included'),
  mbrByMbrType: z.array(z.object({ mbrTypeAuthrt: z.string(), cnt: ZCount })).describe('active accounts by member type'),
  pendingAdminCnt: ZCount.describe('administrator accounts waiting for approval'),
  pendingMbrCnt: ZCount.describe('user-realm accounts waiting for approval'),
  todayLoginCnt: ZCount.describe('successful logins today, both realms'),
  todayLoginUserCnt: ZCount.describe('distinct accounts that logged in today'),
  todayJoinCnt: ZCount.describe('accounts of the user realm that joined today'),
  lockedCnt: ZCount.describe('accounts locked by an administrator or for now after five wrong passwords'),
});
export type TDashboardView = z.infer<typeof ZDashboardView>;
