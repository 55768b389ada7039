import type { TMenuMngCreate, TMenuMngItem, TMenuMngUpdate } from '@portal/contract';
import { api } from '../../../lib/api';
import { useMenuMutation } from './use-menu-mutation';

export type TMenuSave = { menuId: string; body: TMenuMngUpdate } | { menuId?: undefined; body: TMenuMngCreate };

/** POST /api/menuMng (a new menu; the server makes its id) or PUT /api/menuMng/:menuId. */
export const saveMenu = ({ menuId, body }: TMenuSave) =>
  menuId === undefined ? api.post<TMenuMngItem>('/api/menuMng', { body }) : api.put<TMenuMngItem>(`/api/menuMng/${encodeURIComponent(menuId)}`, { body });

export const useSaveMenu = () => useMenuMutation(saveMenu);
