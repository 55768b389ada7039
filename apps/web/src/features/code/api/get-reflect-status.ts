import type { TCodeReflectStatus } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { admCodeKeys } from './adm-code-keys';

/** GET /api/manageCode/reflectStatus: the version users see and whether edits wait for 'reflect'. */
export const getReflectStatus = (signal?: AbortSignal) => api.get<TCodeReflectStatus>('/api/manageCode/reflectStatus', { signal });

export const useReflectStatus = () => useQuery({ queryKey: admCodeKeys.reflectStatus(), queryFn: ({ signal }) => getReflectStatus(signal) });
