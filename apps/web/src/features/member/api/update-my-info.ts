import type { TMyInfoUpdateRequest } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberKeys, myInfoClient } from './member-keys';

/** PUT /icec/api/myInfo: contact, address and school fields → the data as stored. */
export const updateMyInfo = (body: TMyInfoUpdateRequest) => myInfoClient.updateMyInfo({ body });

export function useUpdateMyInfo() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateMyInfo, onSuccess: (data) => queryClient.setQueryData(memberKeys.myInfo(), data) });
}
