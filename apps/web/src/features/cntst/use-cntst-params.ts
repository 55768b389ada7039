import { useParams } from 'react-router';
import { pathId } from '../../lib/path-id';

/** The cntstId and entryId of the address, 0 when absent or naming nothing. */
export function useCntstParams(): { cntstId: number; entryId: number } {
  const params = useParams();
  return { cntstId: pathId(params.cntstId) ?? 0, entryId: pathId(params.entryId) ?? 0 };
}
