import { authorityPaths, type authorityApi, type TAuthorityListQuery, type TAuthorityUserQuery } from '@portal/contract';
import { apiClient } from '../../../lib/api';

/** The authority page's calls (decision 014). */
export const authorityClient = apiClient<typeof authorityApi>(authorityPaths);

/** Query keys of the authority page. */
export const authorityKeys = {
  authority: () => ['admMember', 'authority'] as const,
  authorityList: (query: Partial<TAuthorityListQuery>) => [...authorityKeys.authority(), 'list', query] as const,
  authorityUsers: (query: Partial<TAuthorityUserQuery>) => [...authorityKeys.authority(), 'users', query] as const,
};
