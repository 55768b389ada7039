import type { adminCrudPaths, TApi, TApiInput, TApiOutput } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { useInvalidatingMutation } from './use-invalidating-mutation';

type TId = number | string;
type TCrudPaths = ReturnType<typeof adminCrudPaths<`/api/${string}`, string>>;
type TCrudApi = TApi<TCrudPaths>;
type TSchemas<A extends TCrudApi> = A['schemas'];

export type TAdminResource<A extends TCrudApi> = ReturnType<typeof createAdminResource<A>>;

/**
 * The calls of one admin CRUD page (ARCHITECTURE convention 14), from the module's API definition
 * (`adminCrudPaths`, decision 014): `GET {base}/list` → `{ list, pagination }`, `GET {base}/:id`,
 * `POST {base}`, `PUT {base}/:id`, `DELETE {base}/:id`. After a change, the page's lists and details
 * are fetched again.
 */
export function createAdminResource<A extends TCrudApi>(paths: A['paths'], idParam: string) {
  type TItem = TApiOutput<TSchemas<A>['item']>;
  type TList = TApiOutput<TSchemas<A>['list']>;
  type TQuery = NonNullable<TApiInput<TSchemas<A>['list']>['query']>;
  type TSave = TApiInput<TSchemas<A>['create']>['body'];
  // The generic client's calls are typed per definition; here one shape serves every page.
  const client = apiClient<TCrudApi>(paths) as unknown as Record<keyof TCrudPaths, (input: object, options?: { signal?: AbortSignal }) => Promise<unknown>>;
  const keys = {
    all: ['adminResource', paths.list] as const,
    list: (query: Partial<TQuery>) => [...keys.all, 'list', query] as const,
    item: (id: TId) => [...keys.all, 'item', id] as const,
  };
  const idOf = (id: TId) => ({ [idParam]: id });

  const getList = (query: Partial<TQuery>, signal?: AbortSignal) => client.list({ query }, { signal }) as Promise<TList>;
  const getItem = (id: TId, signal?: AbortSignal) => client.item({ params: idOf(id) }, { signal }) as Promise<TItem>;
  const save = ({ id, ...body }: TSave & { id?: TId }) =>
    (id === undefined ? client.create({ body }) : client.update({ params: idOf(id), body })) as Promise<TItem>;
  const remove = (id: TId) => client.remove({ params: idOf(id) }) as Promise<{ result: 'SUCCESS' }>;

  return {
    keys,
    getList,
    getItem,
    useList: (query: Partial<TQuery>) =>
      useQuery({ queryKey: keys.list(query), queryFn: ({ signal }) => getList(query, signal), placeholderData: keepPreviousData }),
    useItem: (id: TId | undefined) => useQuery({ queryKey: keys.item(id ?? ''), queryFn: ({ signal }) => getItem(id!, signal), enabled: id !== undefined }),
    useSave: () => useInvalidatingMutation(save, keys.all),
    useDelete: () => useInvalidatingMutation(remove, keys.all),
  };
}
