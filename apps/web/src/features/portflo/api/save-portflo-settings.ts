import type { TPortfloSettingsSaveInput } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portfloClient } from './portflo-client';
import { portfloKeys } from './portflo-keys';

/** PUT settings: the student's self-introduction, goals and hidden sections; the portfolio is read again. */
export function useSavePortfloSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPortfloSettingsSaveInput) => portfloClient.settings({ body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portfloKeys.all }),
  });
}
