import type { TMenuMngMove, TMenuMngSort } from '@portal/contract';
import { menuMngClient } from './menu-mng-client';
import { useMenuMutation } from './use-menu-mutation';

/** POST /api/menuMng/move: a menu and its subtree to another parent and place. */
export const moveMenu = (body: TMenuMngMove) => menuMngClient.move({ body });

/** POST /api/menuMng/sort: the children of one parent in a new order. */
export const sortMenus = (body: TMenuMngSort) => menuMngClient.sort({ body });

export const useMoveMenu = () => useMenuMutation(moveMenu);
export const useSortMenus = () => useMenuMutation(sortMenus);
