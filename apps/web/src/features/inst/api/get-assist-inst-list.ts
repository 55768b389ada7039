import type { TAssistInstPublicQuery } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { assistInstClient } from './inst-client';
import { instKeys } from './inst-keys';

/** GET /icec/api/assistInst/list: the active assist institutions, one type or all, 10 a page. */
export const getAssistInstList = (query: Partial<TAssistInstPublicQuery>, signal?: AbortSignal) => assistInstClient.list({ query }, { signal });

export const useAssistInstList = (query: Partial<TAssistInstPublicQuery>) =>
  useQuery({ queryKey: instKeys.assistList(query), queryFn: ({ signal }) => getAssistInstList(query, signal), placeholderData: keepPreviousData });
