import { recordIdOf, type TFusnRsvtStdntQueryInput } from '@portal/contract';
import { useSearchParams } from 'react-router';
import { STDNT_FILTER_NAMES, type TStdntFilter } from './stdnt-filter';

/** The student lists' address: ?schlRsvtId= and the filter (grade, class, unit), which a search replaces. */
export function useStdntSearch() {
  const [params, setParams] = useSearchParams();
  const schlRsvtId = recordIdOf(params.get('schlRsvtId')) ?? 0;
  const filter = Object.fromEntries(STDNT_FILTER_NAMES.map((name) => [name, params.get(name) ?? ''])) as TStdntFilter;
  const query: TFusnRsvtStdntQueryInput = {
    grd: filter.grd || undefined,
    clsNo: filter.clsNo || undefined,
    aplyUnitCd: filter.aplyUnitCd || undefined,
  };
  const setFilter = (next: TStdntFilter) =>
    setParams(
      [['schlRsvtId', String(schlRsvtId)], ...STDNT_FILTER_NAMES.filter((name) => next[name] !== '').map((name): [string, string] => [name, next[name]])],
      { replace: true },
    );
  return { schlRsvtId, filter, query, setFilter, queryString: params.toString() };
}
