import type { TPswdCheckRequest } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { myInfoClient } from './member-keys';

/** POST /icec/api/myInfo/pswdCheck: the password again before editing or withdrawing → until when it counts. */
export const checkPswd = (body: TPswdCheckRequest) => myInfoClient.pswdCheck({ body });

export const useCheckPswd = () => useMutation({ mutationFn: checkPswd });
