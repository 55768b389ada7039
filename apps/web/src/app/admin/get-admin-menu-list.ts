import type { TAdminMenuListResponse } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { menuKeys } from '../../lib/menu-keys';

/** GET /api/menu/list: the admin side menu (menus of realm ADMIN). */
export const getAdminMenuList = (signal?: AbortSignal) => api.get<TAdminMenuListResponse>('/api/menu/list', { signal });

export const useAdminMenuList = (enabled: boolean) =>
  useQuery({ queryKey: menuKeys.adminMenuList(), queryFn: ({ signal }) => getAdminMenuList(signal), enabled, staleTime: 5 * 60_000 });
