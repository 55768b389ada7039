import type { TFindPswdVerifyRequest } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { myInfoClient } from './member-keys';

/** POST /icec/api/login/findPswd/verify: the typed id against the FIND_PSWD verification → a reset token. */
export const verifyFindPswd = (body: TFindPswdVerifyRequest) => myInfoClient.findPswdVerify({ body });

export const useVerifyFindPswd = () => useMutation({ mutationFn: verifyFindPswd });
