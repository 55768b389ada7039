import { useTranslation } from '../../../lib/i18n';
import { CardList, CardSearchBar, useListSearch } from '../../../components/card-list';
import { codeListOptions, useCodeList } from '../../../lib/codes/use-code-list';
import { useAssistInstList } from '../api/get-assist-inst-list';
import { CrrInstCard } from '../components/crr-inst-card';

const SEARCH = ['instTypeCd', 'searchWrd'] as const;

/**
 * /infoGd/crrInst (spec §2 '진로 기관'): the assist institutions in use, by type (INST_TYPE codes)
 * and keyword, 10 a page with 10 page links (spec §9).
 */
export function CrrInstPage() {
  const { t } = useTranslation();
  const { search, setSearch, currentPage, setCurrentPage } = useListSearch('crrInst', SEARCH);
  const types = codeListOptions(useCodeList('INST_TYPE').data?.codeList);
  const result = useAssistInstList({ currentPage, instTypeCd: search.instTypeCd || undefined, searchWrd: search.searchWrd || undefined });

  return (
    <div>
      <CardSearchBar
        value={search}
        onSearch={setSearch}
        select={{ name: 'instTypeCd', label: t('crrInst.type'), options: types, allLabel: t('crrInst.all') }}
        keyword={{ name: 'searchWrd', label: t('crrInst.keyword'), maxLength: 50 }}
        submitLabel={t('crrInst.search')}
      />
      <CardList
        result={result}
        countText={(count) => t('crrInst.count', { count })}
        emptyText={t('crrInst.empty')}
        errorText={t('crrInst.loadFailed')}
        itemKey={(inst) => inst.assistInstId}
        renderItem={(inst) => <CrrInstCard inst={inst} />}
        onPageChange={setCurrentPage}
      />
    </div>
  );
}
