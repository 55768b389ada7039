import type { TCrrBookPublicDetail } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { crrBookKeys } from './crr-book-keys';

/** GET /icec/api/crrBook/:crrBookId: one book in use (404 otherwise); no call for an id that is none. */
export const getCrrBook = (crrBookId: number, signal?: AbortSignal) =>
  api.get<TCrrBookPublicDetail>(`/icec/api/crrBook/${crrBookId}`, { signal });

export const useCrrBook = (crrBookId: number) =>
  useQuery({ queryKey: crrBookKeys.detail(crrBookId), queryFn: ({ signal }) => getCrrBook(crrBookId, signal), enabled: crrBookId > 0, retry: false });
