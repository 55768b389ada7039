import { useQuery } from '@tanstack/react-query';
import { contsClient } from './conts-client';
import { contsKeys } from './conts-keys';

/** GET /icec/api/conts/:contsId: a visible content (404 otherwise: the not-found page); no call for an id that is none. */
export const useConts = (contsId: number) =>
  useQuery({
    queryKey: contsKeys.detail(contsId),
    queryFn: ({ signal }) => contsClient.detail({ params: { contsId } }, { signal, record: true }),
    enabled: contsId > 0,
    retry: false,
  });
