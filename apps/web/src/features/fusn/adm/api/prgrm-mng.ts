import {
  bmnexhlMngPaths,
  fusnPrgrmMngPaths,
  type bmnexhlMngApi,
  type fusnPrgrmMngApi,
  type TFusnClsrSave,
  type TFusnPrgrmListQuery,
  type TFusnPrgrmSave,
  type TFusnPrgrmSttsBody,
  type TFusnSesnGenerate,
  type TFusnSesnListQuery,
  type TFusnSesnSave,
} from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useInvalidatingMutation } from '../../../../components/admin/crud';
import { apiClient } from '../../../../lib/api';
import { fusnAdmKeys } from './fusn-adm-keys';

/** /api/fusn/prgrm...: program establishment, sessions and closure days (decision 014). */
export const fusnPrgrmMngClient = apiClient<typeof fusnPrgrmMngApi>(fusnPrgrmMngPaths);
/** the big halls of admin mnexhlMng, the places a program runs in */
const hallClient = apiClient<typeof bmnexhlMngApi>(bmnexhlMngPaths);

const all = fusnAdmKeys.all;

export const usePrgrmList = (query: Partial<TFusnPrgrmListQuery>) =>
  useQuery({
    queryKey: fusnAdmKeys.prgrmList(query),
    queryFn: ({ signal }) => fusnPrgrmMngClient.list({ query }, { signal }),
    placeholderData: keepPreviousData,
  });

export const usePrgrm = (prgrmId: number | undefined) =>
  useQuery({
    queryKey: fusnAdmKeys.prgrm(prgrmId ?? 0),
    queryFn: ({ signal }) => fusnPrgrmMngClient.view({ params: { prgrmId: prgrmId! } }, { signal }),
    enabled: prgrmId !== undefined,
  });

export const useSrvyOptions = () =>
  useQuery({ queryKey: fusnAdmKeys.srvyOptions(), queryFn: ({ signal }) => fusnPrgrmMngClient.srvyOptions({}, { signal }), staleTime: 60_000 });

/** The big halls in use (one page of up to 100). */
export const useHallOptions = () =>
  useQuery({
    queryKey: fusnAdmKeys.halls(),
    queryFn: ({ signal }) => hallClient.list({ query: { currentPage: 1, maxResults: 100 } }, { signal }),
    staleTime: 60_000,
  });

export const useSavePrgrm = () =>
  useInvalidatingMutation(
    ({ prgrmId, ...body }: TFusnPrgrmSave & { prgrmId?: number }) =>
      prgrmId === undefined ? fusnPrgrmMngClient.create({ body }) : fusnPrgrmMngClient.update({ params: { prgrmId }, body }),
    all,
  );

export const useRemovePrgrm = () => useInvalidatingMutation((prgrmId: number) => fusnPrgrmMngClient.remove({ params: { prgrmId } }), all);

export const usePrgrmStts = () =>
  useInvalidatingMutation(({ prgrmId, ...body }: TFusnPrgrmSttsBody & { prgrmId: number }) => fusnPrgrmMngClient.stts({ params: { prgrmId }, body }), all);

export const useCopyPrgrm = () => useInvalidatingMutation((prgrmId: number) => fusnPrgrmMngClient.copy({ params: { prgrmId } }), all);

export const useSesnList = (prgrmId: number, query: Partial<TFusnSesnListQuery>) =>
  useQuery({
    queryKey: fusnAdmKeys.sesnList(prgrmId, query),
    queryFn: ({ signal }) => fusnPrgrmMngClient.sesnList({ params: { prgrmId }, query }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useGenerateSesn = (prgrmId: number) =>
  useInvalidatingMutation((body: TFusnSesnGenerate) => fusnPrgrmMngClient.sesnGenerate({ params: { prgrmId }, body }), all);

export const useCreateSesn = (prgrmId: number) =>
  useInvalidatingMutation((body: TFusnSesnSave) => fusnPrgrmMngClient.sesnCreate({ params: { prgrmId }, body }), all);

export const useUpdateSesn = () =>
  useInvalidatingMutation(({ sesnId, ...body }: TFusnSesnSave & { sesnId: number }) => fusnPrgrmMngClient.sesnUpdate({ params: { sesnId }, body }), all);

export const useCancelSesn = () =>
  useInvalidatingMutation(
    ({ sesnId, cnclRsn }: { sesnId: number; cnclRsn: string }) => fusnPrgrmMngClient.sesnCancel({ params: { sesnId }, body: { cnclRsn } }),
    all,
  );

export const useClsrList = (year: number) =>
  useQuery({ queryKey: fusnAdmKeys.clsrList(year), queryFn: ({ signal }) => fusnPrgrmMngClient.clsrList({ query: { year } }, { signal }) });

export const useSaveClsr = () => useInvalidatingMutation((body: TFusnClsrSave) => fusnPrgrmMngClient.clsrSave({ body }), all);

export const useRemoveClsr = () => useInvalidatingMutation((clsrYmd: string) => fusnPrgrmMngClient.clsrRemove({ params: { clsrYmd } }), all);
