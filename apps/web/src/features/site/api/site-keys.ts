import type { TPolicyPageCode } from '@portal/contract';

/** Query keys of the site feature: menu list, site info, policy pages. */
export const siteKeys = {
  all: ['site'] as const,
  menuList: () => [...siteKeys.all, 'menuList'] as const,
  info: () => [...siteKeys.all, 'info'] as const,
  policy: (polcyCd: TPolicyPageCode) => [...siteKeys.all, 'policy', polcyCd] as const,
};
