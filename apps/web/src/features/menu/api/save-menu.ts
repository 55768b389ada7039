import type { TMenuMngCreate, TMenuMngUpdate } from '@portal/contract';
import { menuMngClient } from './menu-mng-client';
import { useMenuMutation } from './use-menu-mutation';

export type TMenuSave = { menuId: string; body: TMenuMngUpdate } | { menuId?: undefined; body: TMenuMngCreate };

/** POST /api/menuMng (a new menu; the server makes its id) or PUT /api/menuMng/:menuId. */
export const saveMenu = ({ menuId, body }: TMenuSave) =>
  menuId === undefined ? menuMngClient.create({ body }) : menuMngClient.update({ params: { menuId }, body });

export const useSaveMenu = () => useMenuMutation(saveMenu);
