import { ZAdminMenuListResponse } from '../dashboard/dashboard.schema.js';
import { defineApi } from '../common/api.js';
import { ZResultResponse } from '../common/result.schema.js';
import { ZMenuListResponse } from '../site/site.schema.js';
import {
  ZMenuMngCreate,
  ZMenuMngItem,
  ZMenuMngMove,
  ZMenuMngParams,
  ZMenuMngSort,
  ZMenuMngTreeQuery,
  ZMenuMngTreeResponse,
  ZMenuMngUpdate,
} from './menu-admin.schema.js';
import { menuMngPaths, menuPaths } from './menu.paths.js';

export const menuApi = defineApi(menuPaths, {
  list: { response: ZMenuListResponse },
  adminList: { response: ZAdminMenuListResponse },
});

export const menuMngApi = defineApi(menuMngPaths, {
  tree: { query: ZMenuMngTreeQuery, response: ZMenuMngTreeResponse },
  item: { params: ZMenuMngParams, response: ZMenuMngItem },
  create: { body: ZMenuMngCreate, response: ZMenuMngItem },
  update: { params: ZMenuMngParams, body: ZMenuMngUpdate, response: ZMenuMngItem },
  remove: { params: ZMenuMngParams, response: ZResultResponse },
  move: { body: ZMenuMngMove, response: ZResultResponse },
  sort: { body: ZMenuMngSort, response: ZResultResponse },
});
