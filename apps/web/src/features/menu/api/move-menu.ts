import type { TMenuMngMove, TMenuMngSort } from '@portal/contract';
import { api } from '../../../lib/api';
import { useMenuMutation } from './use-menu-mutation';

/** POST /api/menuMng/move: a menu and its subtree to another parent and place. */
export const moveMenu = (body: TMenuMngMove) => api.post<{ result: 'SUCCESS' }>('/api/menuMng/move', { body });

/** POST /api/menuMng/sort: the children of one parent in a new order. */
export const sortMenus = (body: TMenuMngSort) => api.post<{ result: 'SUCCESS' }>('/api/menuMng/sort', { body });

export const useMoveMenu = () => useMenuMutation(moveMenu);
export const useSortMenus = () => useMenuMutation(sortMenus);
