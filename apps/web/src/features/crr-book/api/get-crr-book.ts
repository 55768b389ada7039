import { useQuery } from '@tanstack/react-query';
import { crrBookClient } from './crr-book-client';
import { crrBookKeys } from './crr-book-keys';

/** GET /icec/api/crrBook/:crrBookId: one book in use (404 otherwise: the not-found page); no call for an id that is none. */
export const useCrrBook = (crrBookId: number) =>
  useQuery({
    queryKey: crrBookKeys.detail(crrBookId),
    queryFn: ({ signal }) => crrBookClient.detail({ params: { crrBookId } }, { signal, record: true }),
    enabled: crrBookId > 0,
    retry: false,
  });
