import { useInvalidatingMutation } from '../../../components/admin/crud';
import { menuKeys } from '../../../lib/menu-keys';
import { admMenuKeys } from './adm-menu-keys';

/**
 * A change to the menus: afterwards the page's trees, the public header's menu and the admin side
 * menu are fetched again, so the administrator's own header and side menu show it at once (the
 * server reads the menus from the database on every request).
 */
export const useMenuMutation = <TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) =>
  useInvalidatingMutation(mutationFn, admMenuKeys.all, menuKeys.userMenuList(), menuKeys.adminMenuList());
