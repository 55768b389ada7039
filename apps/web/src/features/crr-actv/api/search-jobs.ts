import { crrInfoPaths, type crrInfoApi } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';

/** The career information calls (issue 16): the job dataset the form's related duty is picked from. */
const jobClient = apiClient<typeof crrInfoApi>(crrInfoPaths);

/** GET /icec/api/crrInfo/list?srchWrd=: the jobs in use matching a word, first 10; no call until a word is given. */
export const useJobSearch = (srchWrd: string) =>
  useQuery({
    queryKey: ['crrActv', 'jobs', srchWrd],
    queryFn: ({ signal }) => jobClient.list({ query: { currentPage: 1, srchWrd } }, { signal }),
    enabled: srchWrd !== '',
    staleTime: 5 * 60_000,
  });
