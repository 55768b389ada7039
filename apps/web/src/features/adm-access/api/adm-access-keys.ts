import type { TManagerListQuery } from '@portal/contract';
import { menuKeys } from '../../../lib/menu-keys';

/** Query keys of the admin access feature: login state, side menu, dashboard, managers. */
export const admAccessKeys = {
  all: ['admAccess'] as const,
  isLogin: () => [...admAccessKeys.all, 'isLogin'] as const,
  menuList: menuKeys.adminMenuList,
  dashboard: () => [...admAccessKeys.all, 'dashboard'] as const,
  managers: () => [...admAccessKeys.all, 'manager'] as const,
  managerList: (query: Partial<TManagerListQuery>) => [...admAccessKeys.managers(), 'list', query] as const,
  manager: (userId: string) => [...admAccessKeys.managers(), 'detail', userId] as const,
};
