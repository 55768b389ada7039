import type { TSrvyDef, TSrvyListQuery, TSrvySaveInput } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useInvalidatingMutation } from '../../../../components/admin/crud';
import { srvyMngClient } from '../../api/srvy-client';
import { srvyMngKeys } from '../../api/srvy-keys';
import { srvyRsltKeys } from './srvy-rslt-queries';

/** GET /api/srvy/list: the surveys (title search, state filter), one page. */
export const useSrvyMngList = (query: Partial<TSrvyListQuery>) =>
  useQuery({
    queryKey: srvyMngKeys.list(query),
    queryFn: ({ signal }) => srvyMngClient.list({ query }, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/srvy/:srvyId: the survey with its definition (a 404 shows the not-found page). */
export const useSrvyMngItem = (srvyId: number | undefined) =>
  useQuery({
    queryKey: srvyMngKeys.item(srvyId ?? 0),
    queryFn: ({ signal }) => srvyMngClient.item({ params: { srvyId: srvyId! } }, { signal, record: true }),
    enabled: srvyId !== undefined,
    staleTime: 0,
  });

const changes = [srvyMngKeys.all, srvyRsltKeys.all] as const;

/** POST /api/srvy: a new survey (its meta; the questions follow by saveDef). */
export const useCreateSrvy = () => useInvalidatingMutation((body: TSrvySaveInput) => srvyMngClient.create({ body }), ...changes);

/** PUT /api/srvy/:srvyId: the meta. */
export const useUpdateSrvy = () =>
  useInvalidatingMutation(({ srvyId, body }: { srvyId: number; body: TSrvySaveInput }) => srvyMngClient.update({ params: { srvyId }, body }), ...changes);

/** PUT /api/srvy/:srvyId/def (the structure), or /texts when the survey has responses (texts only). */
export const useSaveSrvyDef = () =>
  useInvalidatingMutation(
    ({ srvyId, def, textsOnly }: { srvyId: number; def: TSrvyDef; textsOnly: boolean }) =>
      textsOnly ? srvyMngClient.texts({ params: { srvyId }, body: { def } }) : srvyMngClient.saveDef({ params: { srvyId }, body: { def } }),
    ...changes,
  );

type TSrvyAction = 'copy' | 'publish' | 'close' | 'newVersion';

/** POST copy / publish / close / version: each answers the survey it made or changed. */
export const useSrvyAction = () =>
  useInvalidatingMutation(({ action, srvyId }: { action: TSrvyAction; srvyId: number }) => srvyMngClient[action]({ params: { srvyId } }), ...changes);

/** DELETE /api/srvy/:srvyId (refused once it has responses). */
export const useDeleteSrvy = () => useInvalidatingMutation((srvyId: number) => srvyMngClient.remove({ params: { srvyId } }), ...changes);
