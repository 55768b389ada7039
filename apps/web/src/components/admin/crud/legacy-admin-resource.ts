import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type TParams } from '../../../lib/api';
import { useInvalidatingMutation } from './use-invalidating-mutation';

type TId = number | string;
type TPage<TItem> = { list: TItem[]; pagination: import('@portal/contract').TPagination };

export type TLegacyAdminResource<TItem, TSave, TQuery> = ReturnType<typeof createLegacyAdminResource<TItem, TSave, TQuery>>;

/**
 * Being replaced by createAdminResource (decision 014), module by module; removed when none is left.
 * The calls of one admin CRUD page (ARCHITECTURE convention 14), all of the same shape:
 * `GET {basePath}/list` → `{ list, pagination }`, `GET {basePath}/:id`, `POST {basePath}`,
 * `PUT {basePath}/:id`, `DELETE {basePath}/:id`. After a change, the page's lists and details are
 * fetched again. `TList` is the list answer when it carries more than the page (e.g. the caller's IP).
 */
export function createLegacyAdminResource<TItem, TSave, TQuery = Record<string, unknown>, TList extends TPage<TItem> = TPage<TItem>>({ basePath }: { basePath: `/api/${string}` }) {
  const keys = {
    all: ['adminResource', basePath] as const,
    list: (query: Partial<TQuery>) => [...keys.all, 'list', query] as const,
    item: (id: TId) => [...keys.all, 'item', id] as const,
  };
  const itemPath = (id: TId) => `${basePath}/${encodeURIComponent(String(id))}`;

  const getList = (query: Partial<TQuery>, signal?: AbortSignal) => api.get<TList>(`${basePath}/list`, { params: query as TParams, signal });
  const getItem = (id: TId, signal?: AbortSignal) => api.get<TItem>(itemPath(id), { signal });
  const save = ({ id, ...body }: TSave & { id?: TId }) =>
    id === undefined ? api.post<TItem>(basePath, { body }) : api.put<TItem>(itemPath(id), { body });
  const remove = (id: TId) => api.delete<{ result: 'SUCCESS' }>(itemPath(id));

  return {
    basePath,
    keys,
    getList,
    getItem,
    useList: (query: Partial<TQuery>) =>
      useQuery({ queryKey: keys.list(query), queryFn: ({ signal }) => getList(query, signal), placeholderData: keepPreviousData }),
    useItem: (id: TId | undefined) =>
      useQuery({ queryKey: keys.item(id ?? ''), queryFn: ({ signal }) => getItem(id!, signal), enabled: id !== undefined }),
    useSave: () => useInvalidatingMutation(save, keys.all),
    useDelete: () => useInvalidatingMutation(remove, keys.all),
  };
}
