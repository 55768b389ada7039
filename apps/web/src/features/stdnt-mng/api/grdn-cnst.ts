import { grdnCnstPaths, joinPaths, type grdnCnstApi, type joinApi, type TGrdnCnstRequest } from '@portal/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';

const grdnCnstClient = apiClient<typeof grdnCnstApi>(grdnCnstPaths);
const idntfClient = apiClient<typeof joinApi>(joinPaths);

/**
 * POST /icec/api/idntf/result: the guardian this browser verified (a read; POST binds it to this
 * browser). Quiet: once the consent has used the verification, the refetch after the login (every
 * query is refreshed then) fails, and a dialog would hold the page before it moves on; the page
 * says itself when the first read fails.
 */
export const useGuardianVerification = (vrfcId: string | undefined) =>
  useQuery({
    queryKey: ['stdntMng', 'grdnVrfc', vrfcId ?? ''],
    queryFn: ({ signal }) => idntfClient.idntfResult({ body: { vrfcId: vrfcId! } }, { signal, quiet: true }),
    enabled: Boolean(vrfcId),
    staleTime: Infinity,
    retry: false,
  });

/** POST /icec/api/login/grdnCnst: the consent recorded; answers the login's next step (DONE once nothing is left). */
export const useGrdnCnst = () => useMutation({ mutationFn: (body: TGrdnCnstRequest) => grdnCnstClient.grdnCnst({ body }) });
