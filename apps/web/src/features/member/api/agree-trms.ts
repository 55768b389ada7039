import type { TTrmsReAgreRequest } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { myInfoClient } from './member-keys';

/** POST /icec/api/login/trmsReAgre: the agreements → the next login step. */
export const agreeTrms = (body: TTrmsReAgreRequest) => myInfoClient.trmsReAgre({ body });

export const useAgreeTrms = () => useMutation({ mutationFn: agreeTrms });
