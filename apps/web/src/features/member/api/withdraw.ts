import { useMutation } from '@tanstack/react-query';
import { myInfoClient } from './member-keys';

/** POST /icec/api/myInfo/withdraw: withdrawal after the password check; the session ends. */
export const withdraw = () => myInfoClient.withdraw({});

export const useWithdraw = () => useMutation({ mutationFn: withdraw });
