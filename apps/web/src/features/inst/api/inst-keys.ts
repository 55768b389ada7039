import type { TAssistInstPublicQuery } from '@portal/contract';

/** Query keys of the public institution page. */
export const instKeys = {
  all: ['inst'] as const,
  assistList: (query: Partial<TAssistInstPublicQuery>) => [...instKeys.all, 'assistList', query] as const,
};
