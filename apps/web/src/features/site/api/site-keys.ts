import type { TPolicyPageCode } from '@portal/contract';
import { menuKeys } from '../../../lib/menu-keys';

/** Query keys of the site feature: menu list, site info, policy pages. */
export const siteKeys = {
  all: ['site'] as const,
  menuList: menuKeys.userMenuList,
  info: () => [...siteKeys.all, 'info'] as const,
  policy: (polcyCd: TPolicyPageCode) => [...siteKeys.all, 'policy', polcyCd] as const,
};
