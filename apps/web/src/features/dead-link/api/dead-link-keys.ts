import type { TDeadLinkResultQuery } from '@portal/contract';

/** Query keys of the link checker page. */
export const deadLinkKeys = {
  all: ['deadLink'] as const,
  status: () => [...deadLinkKeys.all, 'status'] as const,
  results: (query: Partial<TDeadLinkResultQuery>) => [...deadLinkKeys.all, 'results', query] as const,
};
