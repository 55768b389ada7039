import {
  gdsMngPaths,
  gdsOrderMngPaths,
  type gdsMngApi,
  type gdsOrderMngApi,
  type TGdsCancelBody,
  type TGdsHandoverExportRequest,
  type TGdsHandoverQuery,
  type TGdsOrderExportRequest,
  type TGdsOrderListQuery,
} from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createAdminResource, useInvalidatingMutation } from '../../../../components/admin/crud';
import { apiClient } from '../../../../lib/api';
import { saveDownload } from '../../../../lib/files';
import { gdsKeys } from './gds-keys';

/** /api/pointBsdGdsMng: the goods (CRUD shell). */
export const gdsMngResource = createAdminResource<typeof gdsMngApi>(gdsMngPaths, 'gdsId');

/** /api/pointBsdGdsMng/order: the orders, hand-over and cancellation. */
export const gdsOrderMngClient = apiClient<typeof gdsOrderMngApi>(gdsOrderMngPaths);

export const useGdsOrders = (query: Partial<TGdsOrderListQuery>) =>
  useQuery({ queryKey: gdsKeys.orders(query), queryFn: ({ signal }) => gdsOrderMngClient.list({ query }, { signal }), placeholderData: keepPreviousData });

/** The search form's values as typed (the server parses them). */
export const useGdsHandoverList = (query: { gdsId?: string; schlNm?: string }) =>
  useQuery({
    queryKey: gdsKeys.handover(query),
    queryFn: ({ signal }) => gdsOrderMngClient.handoverList({ query: query as Partial<TGdsHandoverQuery> }, { signal }),
  });

/** The goods for the orders' filter (one page of up to 100, newest first). */
export const useGdsOptions = () => gdsMngResource.useList({ currentPage: 1, maxResults: 100 });

export const useHandoverOrder = () =>
  useInvalidatingMutation((orderId: number) => gdsOrderMngClient.handover({ params: { orderId } }), gdsKeys.all, gdsMngResource.keys.all);

export const useCancelOrder = () =>
  useInvalidatingMutation(
    ({ orderId, ...body }: TGdsCancelBody & { orderId: number }) => gdsOrderMngClient.cancel({ params: { orderId }, body }),
    gdsKeys.all,
    gdsMngResource.keys.all,
  );

/** POST /api/pointBsdGdsMng/order/export: the filtered orders as an .xlsx, with the reason (SECURITY 17). */
export async function exportGdsOrders(body: TGdsOrderExportRequest): Promise<void> {
  saveDownload(await gdsOrderMngClient.download('export', { body }), '상품교환목록.xlsx');
}

/** POST /api/pointBsdGdsMng/order/handover/export: the hand-over list per school as an .xlsx. */
export async function exportGdsHandover(body: TGdsHandoverExportRequest): Promise<void> {
  saveDownload(await gdsOrderMngClient.download('handoverExport', { body }), '학교별전달목록.xlsx');
}
