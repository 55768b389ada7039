import { gdsPaths, type gdsApi, type TPageQuery } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useInvalidatingMutation } from '../../../../components/admin/crud/use-invalidating-mutation';
import { apiClient } from '../../../../lib/api';
import { gdsKeys } from './gds-keys';

/** The student's goods page (decision 014: the definition is a type-only import). */
export const gdsClient = apiClient<typeof gdsApi>(gdsPaths);

/** GET /icec/api/pointBsdGds/list: the goods on sale today and the balance. */
export const useGdsShop = () => useQuery({ queryKey: gdsKeys.shop(), queryFn: ({ signal }) => gdsClient.list({}, { signal }) });

/** GET /icec/api/pointBsdGds/order/list: my orders, 10 a page. */
export const useMyGdsOrders = (query: Partial<TPageQuery>) =>
  useQuery({ queryKey: gdsKeys.myOrders(query), queryFn: ({ signal }) => gdsClient.orderList({ query }, { signal }), placeholderData: keepPreviousData });

/** The exchange, with a key per confirmed click: a repeated request has one effect (SECURITY 19). */
export const useOrderGds = () =>
  useInvalidatingMutation(
    ({ gdsId, requestKey }: { gdsId: number; requestKey?: string }) => gdsClient.order({ params: { gdsId }, body: { requestKey } }),
    gdsKeys.all,
  );

export const useCancelMyOrder = () => useInvalidatingMutation((orderId: number) => gdsClient.cancel({ params: { orderId } }), gdsKeys.all);
