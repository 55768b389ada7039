import { useInvalidatingMutation } from '../../../components/admin/crud';
import { admCodeKeys } from './adm-code-keys';

/** A change of codes: the tree and the reflect status (pending edits) are fetched again. */
export const useCodeMutation = <TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) => useInvalidatingMutation(mutationFn, admCodeKeys.all);
