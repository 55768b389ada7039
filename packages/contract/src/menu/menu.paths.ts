/** The side menus (spec §7 menu/list): the user realm's for anyone, the admin realm's for administrators; schemas in menu.api.ts. */
export const menuPaths = {
  list: 'GET /icec/api/menu/list',
  adminList: 'GET /api/menu/list',
} as const;

/** The menu page's calls (spec §2 admin menu); named after the page's work, since /api/menu/list is the side menu. */
export const menuMngPaths = {
  tree: 'GET /api/menuMng/tree',
  item: 'GET /api/menuMng/:menuId',
  create: 'POST /api/menuMng',
  update: 'PUT /api/menuMng/:menuId',
  remove: 'DELETE /api/menuMng/:menuId',
  move: 'POST /api/menuMng/move',
  sort: 'POST /api/menuMng/sort',
} as const;
