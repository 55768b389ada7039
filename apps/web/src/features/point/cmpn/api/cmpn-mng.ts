import { cmpnMngPaths, type cmpnMngApi, type TCmpnAplyExportBodyInput, type TCmpnAplyMngQuery, type TCmpnAplyRejectBody } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createAdminResource, useInvalidatingMutation } from '../../../../components/admin/crud';
import { apiClient } from '../../../../lib/api';
import { saveDownload } from '../../../../lib/files';
import { cmpnAplyMngClient } from './cmpn-client';
import { cmpnKeys } from './cmpn-keys';

/** /api/cmpnPointMng/cmpn: the campaign page's CRUD calls. */
export const cmpnMngResource = createAdminResource<typeof cmpnMngApi>(cmpnMngPaths, 'cmpnId');

const cmpnMngClient = apiClient<typeof cmpnMngApi>(cmpnMngPaths);

/** POST cmpn/:cmpnId/close: the list is fetched again. */
export const useCloseCmpn = () => useInvalidatingMutation((cmpnId: number) => cmpnMngClient.close({ params: { cmpnId } }), cmpnMngResource.keys.all);

/** GET aply/list with the search form's filters. */
export const useAplyMngList = (query: Partial<TCmpnAplyMngQuery>) =>
  useQuery({
    queryKey: cmpnKeys.mngList(query),
    queryFn: ({ signal }) => cmpnAplyMngClient.list({ query }, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET aply/:aplyId: the proof (the server logs the view). */
export const useAplyMng = (aplyId: number | undefined) =>
  useQuery({
    queryKey: cmpnKeys.mngItem(aplyId ?? 0),
    queryFn: ({ signal }) => cmpnAplyMngClient.item({ params: { aplyId: aplyId! } }, { signal }),
    enabled: aplyId !== undefined,
  });

export const useApproveAplys = () => useInvalidatingMutation((aplyIds: number[]) => cmpnAplyMngClient.approve({ body: { aplyIds } }), cmpnKeys.mngAll);

export const useRejectAplys = () => useInvalidatingMutation((body: TCmpnAplyRejectBody) => cmpnAplyMngClient.reject({ body }), cmpnKeys.mngAll);

/** POST aply/excel: the searched applications as an .xlsx, with the reason (SECURITY 17). */
export async function exportAplys(body: TCmpnAplyExportBodyInput): Promise<void> {
  saveDownload(await cmpnAplyMngClient.download('excel', { body }), '캠페인신청목록.xlsx');
}
