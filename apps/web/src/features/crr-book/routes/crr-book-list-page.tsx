import { SCHL_TYPE } from '@portal/contract';
import { useTranslation } from '../../../lib/i18n';
import { CardList, CardSearchBar, useListSearch } from '../../../components/card-list';
import { codeOptions } from '../../../lib/code-options';
import { useCrrBookList } from '../api/get-crr-book-list';
import { CrrBookCard } from '../components/crr-book-card';
import './crr-book.css';

const SEARCH = ['searchWrd', 'schlTypeCd'] as const;
const SCHL_TYPE_OPTIONS = codeOptions(SCHL_TYPE);
const isSchlType = (code: string): code is keyof typeof SCHL_TYPE => code in SCHL_TYPE;

/**
 * /infoGd/crrBook (spec §2): the career books the centre recommends, by keyword (title, author,
 * publisher) and school type, 10 a page (spec §9).
 */
export function CrrBookListPage() {
  const { t } = useTranslation();
  const { search, setSearch, currentPage, setCurrentPage, queryString } = useListSearch('crrBook', SEARCH);
  const result = useCrrBookList({
    currentPage,
    searchWrd: search.searchWrd || undefined,
    schlTypeCd: isSchlType(search.schlTypeCd) ? search.schlTypeCd : undefined,
  });

  return (
    <div className="crr-book">
      <CardSearchBar
        value={search}
        onSearch={setSearch}
        select={{ name: 'schlTypeCd', label: t('crrBook.schlType'), options: SCHL_TYPE_OPTIONS, allLabel: t('crrBook.all') }}
        keyword={{ name: 'searchWrd', label: t('crrBook.keyword'), maxLength: 100 }}
        submitLabel={t('crrBook.search')}
      />
      <CardList
        result={result}
        countText={(count) => t('crrBook.count', { count })}
        emptyText={t('crrBook.empty')}
        errorText={t('crrBook.loadFailed')}
        itemKey={(book) => book.crrBookId}
        renderItem={(book) => <CrrBookCard book={book} listSearch={queryString} />}
        onPageChange={setCurrentPage}
      />
    </div>
  );
}
