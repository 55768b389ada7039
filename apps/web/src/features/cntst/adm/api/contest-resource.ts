import { contestPaths, type contestApi, type TCntstItem } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { createAdminResource } from '../../../../components/admin/crud';
import { contestClient } from './contest-client';

/** /api/contest: the contests of admin contest (list, form, delete). */
export const contestResource = createAdminResource<typeof contestApi>(contestPaths, 'cntstId');

export type TContestRow = TCntstItem;

/** GET /api/contest/:cntstId: the contest the page is about (a 404 shows the not-found page); the resource's key, so saves refresh it. */
export const useContestItem = (cntstId: number | undefined) =>
  useQuery({
    queryKey: contestResource.keys.item(cntstId ?? 0),
    queryFn: ({ signal }) => contestClient.item({ params: { cntstId: cntstId! } }, { signal, record: true }),
    enabled: cntstId !== undefined,
    staleTime: 0,
  });
