import type { TCrrActvFormInput } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { crrActvClient } from './crr-actv-client';
import { crrActvKeys } from './crr-actv-keys';

/** POST /icec/api/crrActv (new) or PUT /icec/api/crrActv/:crrActvId (edit); every activity query is fetched again after. */
export function useSaveActv(crrActvId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCrrActvFormInput) => (crrActvId ? crrActvClient.update({ params: { crrActvId }, body }) : crrActvClient.create({ body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crrActvKeys.all }),
  });
}
