import { useParams } from 'react-router';

const idOf = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : 0;
};

/** The cntstId and entryId of the address, 0 when absent or naming nothing. */
export function useCntstParams(): { cntstId: number; entryId: number } {
  const params = useParams();
  return { cntstId: idOf(params.cntstId), entryId: idOf(params.entryId) };
}
