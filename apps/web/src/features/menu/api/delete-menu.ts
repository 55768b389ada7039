import { api } from '../../../lib/api';
import { useMenuMutation } from './use-menu-mutation';

/** DELETE /api/menuMng/:menuId: the menu and every menu under it. */
export const deleteMenu = (menuId: string) => api.delete<{ result: 'SUCCESS' }>(`/api/menuMng/${encodeURIComponent(menuId)}`);

export const useDeleteMenu = () => useMenuMutation(deleteMenu);
