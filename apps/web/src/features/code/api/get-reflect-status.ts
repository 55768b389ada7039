import { useQuery } from '@tanstack/react-query';
import { admCodeKeys } from './adm-code-keys';
import { codeMngClient } from './code-client';

/** GET /api/manageCode/reflectStatus: the version users see and whether edits wait for 'reflect'. */
export const getReflectStatus = (signal?: AbortSignal) => codeMngClient.reflectStatus({}, { signal });

export const useReflectStatus = () => useQuery({ queryKey: admCodeKeys.reflectStatus(), queryFn: ({ signal }) => getReflectStatus(signal) });
