import { useMutation, useQueryClient } from '@tanstack/react-query';
import { codeClient } from '../../../lib/codes/code-client';
import { codeKeys } from '../../../lib/codes/code-keys';
import { admCodeKeys } from './adm-code-keys';

/** GET /icec/api/manageCode/resetCodeList (spec §4, §7): reflect the codes to the user screen. */
export const resetCodeList = () => codeClient.resetCodeList({});

/** After a reflect, this browser's cached user-side code lists are stale too. */
export function useResetCodeList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetCodeList,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: admCodeKeys.all }), queryClient.invalidateQueries({ queryKey: codeKeys.all })]);
    },
  });
}
