import { recordIdOf } from '@portal/contract';
import { useParams } from 'react-router';

/** The cntstId and entryId of the address, 0 when absent or naming nothing. */
export function useCntstParams(): { cntstId: number; entryId: number } {
  const params = useParams();
  return { cntstId: recordIdOf(params.cntstId) ?? 0, entryId: recordIdOf(params.entryId) ?? 0 };
}
