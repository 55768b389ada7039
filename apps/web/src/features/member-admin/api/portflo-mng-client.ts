import { portfloMngPaths, type portfloMngApi } from '@portal/contract';
import { apiClient } from '../../../lib/api';

/** A student's portfolio for administrators (decision 014): view, activities, history, PDF. */
export const portfloMngClient = apiClient<typeof portfloMngApi>(portfloMngPaths);

/** Query keys of the admin portfolio page; each fetch is a logged read (SECURITY 17), so none is repeated in the background. */
export const portfloMngKeys = {
  all: ['admPortflo'] as const,
  view: (userId: string) => [...portfloMngKeys.all, 'view', userId] as const,
  actv: (userId: string) => [...portfloMngKeys.all, 'actv', userId] as const,
  hstry: (userId: string) => [...portfloMngKeys.all, 'hstry', userId] as const,
};

/** Read once per opening, as the member detail is: a refetch would be one more logged read. */
export const loggedReadOptions = { staleTime: Infinity, gcTime: 0, retry: false } as const;
