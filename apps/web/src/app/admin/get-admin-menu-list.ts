import { menuPaths, type menuApi } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api';
import { menuKeys } from '../../lib/menu-keys';

const menuClient = apiClient<typeof menuApi>(menuPaths);

/** GET /api/menu/list: the admin side menu (menus of realm ADMIN). */
export const useAdminMenuList = (enabled: boolean) =>
  useQuery({ queryKey: menuKeys.adminMenuList(), queryFn: ({ signal }) => menuClient.adminList({}, { signal }), enabled, staleTime: 5 * 60_000 });
