import type { TRcmdtnTarget } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commonLogClient } from './common-log-client';
import { rcmdtnKeys } from './rcmdtn-keys';

/** POST /api/commonLog/rcmdtn/save (spec §7): once per member and item; a second call changes nothing. */
export const saveRcmdtn = (target: TRcmdtnTarget) => commonLogClient.rcmdtnSave({ body: target });

export function useSaveRcmdtn(target: TRcmdtnTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => saveRcmdtn(target),
    onSuccess: (count) => queryClient.setQueryData(rcmdtnKeys.count(target), count),
  });
}
