import { schoolPaths, type schoolApi, type TSchoolSearchQuery } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api';

const schoolClient = apiClient<typeof schoolApi>(schoolPaths);

/** GET /icec/api/schl/search: schools in use by part of the name (two characters or more), region and type. */
export const searchSchools = (query: TSchoolSearchQuery, signal?: AbortSignal) => schoolClient.search({ query }, { signal });

/** Runs once a search is asked for (null until then); the previous page stays while the next loads. */
export const useSchoolSearch = (query: TSchoolSearchQuery | null) =>
  useQuery({
    queryKey: ['school', 'search', query],
    queryFn: ({ signal }) => searchSchools(query!, signal),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
