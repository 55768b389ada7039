import type { TMyInfo, TMyInfoUpdateRequest } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { memberKeys } from './member-keys';

/** PUT /icec/api/myInfo: contact, address and school fields → the data as stored. */
export const updateMyInfo = (body: TMyInfoUpdateRequest) => api.put<TMyInfo>('/icec/api/myInfo', { body });

export function useUpdateMyInfo() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateMyInfo, onSuccess: (data) => queryClient.setQueryData(memberKeys.myInfo(), data) });
}
