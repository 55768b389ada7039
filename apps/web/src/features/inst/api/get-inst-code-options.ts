import { useQuery } from '@tanstack/react-query';
import { instCodeMngClient } from './inst-client';
import { instCodeResource } from './inst-code-resource';

/**
 * GET /api/instCode/options: the active institution codes for the parent and supervising-institution
 * selects. Kept under the resource's key, so a change on the institution-code page refreshes it.
 */
export const getInstCodeOptions = (signal?: AbortSignal) => instCodeMngClient.options({}, { signal });

export const useInstCodeOptions = () =>
  useQuery({
    queryKey: [...instCodeResource.keys.all, 'options'],
    queryFn: ({ signal }) => getInstCodeOptions(signal),
    select: (data) => data.list.map((inst) => ({ value: inst.instCd, label: `${inst.instNm} (${inst.instCd})` })),
  });
