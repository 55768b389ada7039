import { useQuery } from '@tanstack/react-query';
import { contsClient } from './conts-client';
import { contsKeys } from './conts-keys';

/** GET /icec/api/conts/clsfTree: the classification groups and their leaves (codes change rarely). */
export const useClsfTree = () =>
  useQuery({
    queryKey: contsKeys.clsfTree(),
    queryFn: ({ signal }) => contsClient.clsfTree({}, { signal }),
    staleTime: 10 * 60_000,
  });
