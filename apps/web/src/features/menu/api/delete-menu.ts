import { menuMngClient } from './menu-mng-client';
import { useMenuMutation } from './use-menu-mutation';

/** DELETE /api/menuMng/:menuId: the menu and every menu under it. */
export const deleteMenu = (menuId: string) => menuMngClient.remove({ params: { menuId } });

export const useDeleteMenu = () => useMenuMutation(deleteMenu);
