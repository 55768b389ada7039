import type { TAdminMenuListResponse } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { admAccessKeys } from './adm-access-keys';

/** GET /api/menu/list: the admin side menu (menus of realm ADMIN). */
export const getAdminMenuList = (signal?: AbortSignal) => api.get<TAdminMenuListResponse>('/api/menu/list', { signal });

export const useAdminMenuList = (enabled: boolean) =>
  useQuery({ queryKey: admAccessKeys.menuList(), queryFn: ({ signal }) => getAdminMenuList(signal), enabled, staleTime: 5 * 60_000 });
