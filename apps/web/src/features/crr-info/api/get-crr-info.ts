import { useQuery } from '@tanstack/react-query';
import { crrInfoClient } from './crr-info-client';
import { crrInfoKeys } from './crr-info-keys';

/** GET /icec/api/crrInfo/detail/:jobCd: one job in use (404 otherwise: the not-found page); no call for a code that is none. */
export const useCrrInfo = (jobCd: string) =>
  useQuery({
    queryKey: crrInfoKeys.detail(jobCd),
    queryFn: ({ signal }) => crrInfoClient.detail({ params: { jobCd } }, { signal, record: true }),
    enabled: jobCd !== '',
    retry: false,
  });
