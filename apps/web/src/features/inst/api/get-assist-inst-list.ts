import type { TAssistInstPublicQuery, TAssistInstPublicResponse } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { instKeys } from './inst-keys';

/** GET /icec/api/assistInst/list: the active assist institutions, one type or all, 10 a page. */
export const getAssistInstList = (query: Partial<TAssistInstPublicQuery>, signal?: AbortSignal) =>
  api.get<TAssistInstPublicResponse>('/icec/api/assistInst/list', { params: query, signal });

export const useAssistInstList = (query: Partial<TAssistInstPublicQuery>) =>
  useQuery({ queryKey: instKeys.assistList(query), queryFn: ({ signal }) => getAssistInstList(query, signal), placeholderData: keepPreviousData });
