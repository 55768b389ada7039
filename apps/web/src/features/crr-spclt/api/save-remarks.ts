import { useMutation, useQueryClient } from '@tanstack/react-query';
import { crrSpcltClient } from './crr-spclt-client';
import { crrSpcltKeys } from './crr-spclt-keys';

/** PUT classes/:clsId/students/:userId: the student's draft for the class's school year; the lists are read again. */
export function useSaveRemarks(clsId: number, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cn: string) => crrSpcltClient.save({ params: { clsId, userId }, body: { cn } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crrSpcltKeys.all }),
  });
}
