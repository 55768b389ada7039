import type { TPswdChgRequest } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { myInfoClient } from './member-keys';

/** POST /icec/api/login/pswdChg: the forced or periodic password change → the next login step. */
export const changePswd = (body: TPswdChgRequest) => myInfoClient.pswdChg({ body });

export const useChangePswd = () => useMutation({ mutationFn: changePswd });
