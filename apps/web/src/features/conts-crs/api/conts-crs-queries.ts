import {
  contsCrsMngPaths,
  contsCrsPaths,
  type contsCrsApi,
  type contsCrsMngApi,
  type TCrsMngListQuery,
  type TCrsSave,
  type TCrsSttsBody,
} from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';

/** The classes' calls (수업, issue 20; decision 014). */
export const contsCrsClient = apiClient<typeof contsCrsApi>(contsCrsPaths);
export const contsCrsMngClient = apiClient<typeof contsCrsMngApi>(contsCrsMngPaths);

export const crsKeys = {
  all: ['contsCrs'] as const,
  list: (currentPage: number) => [...crsKeys.all, 'list', currentPage] as const,
  detail: (crsId: number) => [...crsKeys.all, 'detail', crsId] as const,
  tchrCls: () => [...crsKeys.all, 'tchrCls'] as const,
  asgns: () => [...crsKeys.all, 'asgn'] as const,
  progress: (asgnId: number) => [...crsKeys.all, 'asgn', asgnId] as const,
  mng: ['contsCrsMng'] as const,
};

export const useCrsList = (currentPage: number) =>
  useQuery({
    queryKey: crsKeys.list(currentPage),
    queryFn: ({ signal }) => contsCrsClient.list({ query: { currentPage } }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useCrs = (crsId: number) =>
  useQuery({
    queryKey: crsKeys.detail(crsId),
    queryFn: ({ signal }) => contsCrsClient.detail({ params: { crsId } }, { signal, record: true }),
    enabled: crsId > 0,
    retry: false,
  });

export const useTchrClasses = (enabled: boolean) =>
  useQuery({ queryKey: crsKeys.tchrCls(), queryFn: ({ signal }) => contsCrsClient.tchrCls({}, { signal }), enabled });

export function useAssign(crsId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clsId: number) => contsCrsClient.assign({ params: { crsId }, body: { clsId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crsKeys.asgns() }),
  });
}

/** A teacher ends an assignment: gone from their table (and the students'). */
export function useUnassign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (asgnId: number) => contsCrsClient.unassign({ params: { asgnId } }),
    // the list only: the ended assignment's progress is no longer the teacher's to read
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crsKeys.asgns(), exact: true }),
  });
}

export const useAsgns = () => useQuery({ queryKey: crsKeys.asgns(), queryFn: ({ signal }) => contsCrsClient.asgnList({}, { signal }) });

export const useAsgnProgress = (asgnId: number) =>
  useQuery({
    queryKey: crsKeys.progress(asgnId),
    queryFn: ({ signal }) => contsCrsClient.asgnProgress({ params: { asgnId } }, { signal }),
    enabled: asgnId > 0,
  });

// ---- administration ----

export const useCrsMngList = (query: TCrsMngListQuery) =>
  useQuery({
    queryKey: [...crsKeys.mng, 'list', query],
    queryFn: ({ signal }) => contsCrsMngClient.list({ query }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useCrsMng = (crsId: number) =>
  useQuery({
    queryKey: [...crsKeys.mng, 'item', crsId],
    queryFn: ({ signal }) => contsCrsMngClient.item({ params: { crsId } }, { signal, record: true }),
    enabled: crsId > 0,
    retry: false,
  });

export const useContsOptions = (q: string) =>
  useQuery({
    queryKey: [...crsKeys.mng, 'contsOptions', q],
    queryFn: ({ signal }) => contsCrsMngClient.contsOptions({ query: { q: q || undefined } }, { signal }),
    placeholderData: keepPreviousData,
  });

export function useSaveCrs(crsId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCrsSave) => (crsId ? contsCrsMngClient.update({ params: { crsId }, body }) : contsCrsMngClient.create({ body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crsKeys.mng }),
  });
}

export function useCrsStts(crsId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCrsSttsBody) => contsCrsMngClient.stts({ params: { crsId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crsKeys.mng }),
  });
}

export function useRemoveCrs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (crsId: number) => contsCrsMngClient.remove({ params: { crsId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crsKeys.mng }),
  });
}
