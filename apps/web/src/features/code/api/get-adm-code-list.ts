import { useQuery } from '@tanstack/react-query';
import { admCodeKeys } from './adm-code-keys';
import { codeMngClient } from './code-client';

/** GET /api/manageCode/list: every code, active or not, parents first (spec §7). */
export const getAdmCodeList = (signal?: AbortSignal) => codeMngClient.list({}, { signal });

export const useAdmCodeList = () => useQuery({ queryKey: admCodeKeys.list(), queryFn: ({ signal }) => getAdmCodeList(signal) });
