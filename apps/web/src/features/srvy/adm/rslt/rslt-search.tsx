import { Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';

/** A searched, paged list of the results page: a new search goes back to page 1. */
export function useSearchedPage() {
  const [searchWrd, setSearchWrd] = useState('');
  const [currentPage, setCurrentPage] = useState(1);
  const search = (value: string) => {
    setSearchWrd(value.trim());
    setCurrentPage(1);
  };
  return { query: { currentPage, ...(searchWrd ? { searchWrd } : {}) }, search, setCurrentPage };
}

/** The search box of such a list. */
export function RsltSearch({ label, placeholder, onSearch }: { label: string; placeholder: string; onSearch: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <Input.Search
      aria-label={label}
      placeholder={placeholder}
      maxLength={50}
      allowClear
      enterButton={t('admin.list.search')}
      onSearch={onSearch}
      className="srvy-rslt__search"
    />
  );
}
