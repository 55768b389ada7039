import type { TContsMngListQuery, TContsSave, TContsSttsBody } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useInvalidatingMutation } from '../../../../components/admin/crud';
import { contsMngClient } from './conts-mng-client';

/** Query keys of the admin contents pages: a change refetches everything under `all`. */
export const contsMngKeys = {
  all: ['contsMng'] as const,
  list: (query: Partial<TContsMngListQuery>) => [...contsMngKeys.all, 'list', query] as const,
  item: (contsId: number) => [...contsMngKeys.all, 'item', contsId] as const,
  versions: (contsId: number) => [...contsMngKeys.all, 'versions', contsId] as const,
  version: (contsId: number, verNo: number) => [...contsMngKeys.all, 'version', contsId, verNo] as const,
  clsfTree: ['contsMng', 'clsfTree'] as const,
};

/** GET /api/contents: a page of contents, searched. */
export const useContsMngList = (query: Partial<TContsMngListQuery>) =>
  useQuery({
    queryKey: contsMngKeys.list(query),
    queryFn: ({ signal }) => contsMngClient.list({ query }, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/contents/:contsId: the content the page is about (a 404 shows the not-found page, no dialog first). */
export const useContsMngItem = (contsId: number | undefined) =>
  useQuery({
    queryKey: contsMngKeys.item(contsId ?? 0),
    queryFn: ({ signal }) => contsMngClient.item({ params: { contsId: contsId! } }, { signal, record: true }),
    enabled: contsId !== undefined,
    staleTime: 0,
  });

/** GET /api/contents/clsfTree: the CONTS_CLSF groups and their leaves (codes change rarely). */
export const useContsClsfTree = () =>
  useQuery({ queryKey: contsMngKeys.clsfTree, queryFn: ({ signal }) => contsMngClient.clsfTree({}, { signal }), staleTime: 5 * 60_000 });

/** GET /api/contents/:contsId/versions: every version, newest first. */
export const useContsVersions = (contsId: number) =>
  useQuery({ queryKey: contsMngKeys.versions(contsId), queryFn: ({ signal }) => contsMngClient.versions({ params: { contsId } }, { signal }) });

/** GET /api/contents/:contsId/versions/:verNo: a version's snapshot (versions do not change). */
export const useContsVersion = (contsId: number, verNo: number | undefined) =>
  useQuery({
    queryKey: contsMngKeys.version(contsId, verNo ?? 0),
    queryFn: ({ signal }) => contsMngClient.version({ params: { contsId, verNo: verNo! } }, { signal }),
    enabled: verNo !== undefined,
    staleTime: Infinity,
  });

/** POST /api/contents or PUT /api/contents/:contsId. */
export const useSaveConts = () =>
  useInvalidatingMutation(
    ({ contsId, body }: { contsId?: number; body: TContsSave }) =>
      contsId === undefined ? contsMngClient.create({ body }) : contsMngClient.update({ params: { contsId }, body }),
    contsMngKeys.all,
  );

/** PUT /api/contents/:contsId/stts. */
export const useChangeContsStts = () =>
  useInvalidatingMutation(
    ({ contsId, body }: { contsId: number; body: TContsSttsBody }) => contsMngClient.stts({ params: { contsId }, body }),
    contsMngKeys.all,
  );

/** DELETE /api/contents/:contsId. */
export const useRemoveConts = () => useInvalidatingMutation((contsId: number) => contsMngClient.remove({ params: { contsId } }), contsMngKeys.all);

/** POST /api/contents/:contsId/versions/:verNo/restore. */
export const useRestoreContsVersion = () =>
  useInvalidatingMutation(({ contsId, verNo }: { contsId: number; verNo: number }) => contsMngClient.restore({ params: { contsId, verNo } }), contsMngKeys.all);
