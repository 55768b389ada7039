import { HOLLAND_NM, HOLLAND_TYPES, JOB_FMLY_GROUP, type THollandType, WORK_VALUE_GROUP } from '@portal/contract';
import { CardList, CardSearchBar, useListSearch } from '../../../components/card-list';
import { codeListOptions, useCodeList } from '../../../lib/codes/use-code-list';
import { useTranslation } from '../../../lib/i18n';
import { useCrrInfoList } from '../api/get-crr-info-list';
import { CrrInfoCard } from '../components/crr-info-card';
import '../crr-info-catalogue';
import './crr-info.css';

const SEARCH = ['jobFmlyCd', 'hollandCd', 'valueCd', 'srchWrd'] as const;
const HOLLAND_OPTIONS = HOLLAND_TYPES.map((type) => ({ value: type, label: `${HOLLAND_NM[type]}(${type})` }));
const isHolland = (value: string): value is THollandType => (HOLLAND_TYPES as readonly string[]).includes(value);
const orUndefined = (value: string) => value || undefined;

/**
 * /crrInsp/crrInfo (spec §2): the jobs we ship, by name or other name (two-syllable words too),
 * family, strongest Holland type and work value, 10 a page (spec §9).
 */
export function CrrInfoListPage() {
  const { t } = useTranslation();
  const { search, setSearch, currentPage, setCurrentPage, queryString } = useListSearch('crrInfo', SEARCH);
  const families = useCodeList(JOB_FMLY_GROUP).data?.codeList;
  const values = useCodeList(WORK_VALUE_GROUP).data?.codeList;
  const result = useCrrInfoList({
    currentPage,
    srchWrd: orUndefined(search.srchWrd),
    jobFmlyCd: orUndefined(search.jobFmlyCd),
    hollandCd: isHolland(search.hollandCd) ? search.hollandCd : undefined,
    valueCd: orUndefined(search.valueCd),
  });
  const all = t('crrInfo.all');

  return (
    <div className="crr-info">
      <CardSearchBar
        value={search}
        onSearch={setSearch}
        select={[
          { name: 'jobFmlyCd', label: t('crrInfo.family'), options: codeListOptions(families), allLabel: all },
          { name: 'hollandCd', label: t('crrInfo.holland'), options: HOLLAND_OPTIONS, allLabel: all },
          { name: 'valueCd', label: t('crrInfo.value'), options: codeListOptions(values), allLabel: all },
        ]}
        keyword={{ name: 'srchWrd', label: t('crrInfo.keyword'), maxLength: 50 }}
        submitLabel={t('crrInfo.search')}
      />
      <CardList
        result={result}
        countText={(count) => t('crrInfo.count', { count })}
        emptyText={t('crrInfo.empty')}
        errorText={t('crrInfo.loadFailed')}
        itemKey={(job) => job.jobCd}
        renderItem={(job) => <CrrInfoCard job={job} listSearch={queryString} />}
        onPageChange={setCurrentPage}
      />
    </div>
  );
}
