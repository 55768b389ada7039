import { managerPaths, type managerApi, type TManagerListQuery } from '@portal/contract';
import { apiClient } from '../../../lib/api';

/** The manager page's calls (decision 014). */
export const managerClient = apiClient<typeof managerApi>(managerPaths);

/** Query keys of the manager page. */
export const managerKeys = {
  managers: () => ['admAccess', 'manager'] as const,
  managerList: (query: Partial<TManagerListQuery>) => [...managerKeys.managers(), 'list', query] as const,
  manager: (userId: string) => [...managerKeys.managers(), 'detail', userId] as const,
};
