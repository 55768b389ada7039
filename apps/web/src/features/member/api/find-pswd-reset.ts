import type { TFindPswdResetRequest } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { myInfoClient } from './member-keys';

/** POST /icec/api/login/findPswd/reset: the new password through the single-use token. */
export const resetFindPswd = (body: TFindPswdResetRequest) => myInfoClient.findPswdReset({ body });

export const useResetFindPswd = () => useMutation({ mutationFn: resetFindPswd });
