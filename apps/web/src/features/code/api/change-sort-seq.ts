import type { TCodeSortSave } from '@portal/contract';
import { codeClient } from '../../../lib/codes/code-client';
import { useCodeMutation } from './use-code-mutation';

/**
 * POST /icec/api/manageCode/changeSortSeq (spec §7): the parent's children in their new order. The
 * path is the spec's; the client rewrites only /api/ paths, so it reaches the server as written,
 * where it is open to administrators only.
 */
export const changeSortSeq = (body: TCodeSortSave) => codeClient.changeSortSeq({ body });

export const useChangeSortSeq = () => useCodeMutation(changeSortSeq);
