/**
 * The query keys of the two menu lists (spec §7 /icec/api/menu/list and the admin side menu), shared by
 * the header, the admin frame and the menu page that refreshes them after a change. Each sits under its
 * feature's key (site, admAccess), so invalidating a feature's keys refreshes its menu too.
 */
export const menuKeys = {
  userMenuList: () => ['site', 'menuList'] as const,
  adminMenuList: () => ['admAccess', 'menuList'] as const,
};
