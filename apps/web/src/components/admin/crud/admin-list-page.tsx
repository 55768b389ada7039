import type { TPagination } from '@portal/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { usePagingState } from '../../../lib/paging';
import { PagedTable } from '../paged-table';
import { AdminListSearch, type TSearchField } from './admin-search-form';

type TListQuery = Record<string, unknown> & { currentPage: number };

export type TAdminListPageProps<T> = {
  title: string;
  /** the key the page's paging state is kept under (spec §3 pagination) */
  pagingKey: string;
  searchFields?: TSearchField[];
  /** the first search's filters (from the page address) */
  initialSearch?: Record<string, string | undefined>;
  useList: (query: TListQuery) => UseQueryResult<{ list: T[]; pagination: TPagination }>;
  columns: TableColumnsType<T>;
  rowKey: keyof T & string;
  /** right of the total count: the add button and the like */
  toolbar?: ReactNode;
  /** above the search form: the page's rules */
  notice?: ReactNode;
  /** popups and drawers the page opens */
  children?: ReactNode;
};

/**
 * The list screen every admin CRUD page shares (ARCHITECTURE convention 14): title, search form,
 * total count, the table of one page and the page links. A new search starts at page 1.
 */
export function AdminListPage<T extends object>({
  title,
  pagingKey,
  searchFields,
  initialSearch,
  useList,
  columns,
  rowKey,
  toolbar,
  notice,
  children,
}: TAdminListPageProps<T>) {
  const { t } = useTranslation();
  const titleId = useId();
  const { paging, setCurrentPage } = usePagingState(pagingKey);
  const [search, setSearch] = useState<Record<string, string | undefined>>(initialSearch ?? {});
  const list = useList({ ...search, currentPage: paging.currentPage });
  return (
    <section aria-labelledby={titleId}>
      <h1 id={titleId} className="adm-page__title">
        {title}
      </h1>
      {notice}
      <AdminListSearch
        fields={searchFields}
        initial={initialSearch}
        onSearch={setSearch}
        setCurrentPage={setCurrentPage}
        total={list.data?.pagination.countItem}
        toolbar={toolbar}
      />
      <PagedTable<T>
        rowKey={rowKey}
        columns={columns}
        page={list.data}
        loading={list.isFetching}
        emptyText={t('admin.list.empty')}
        onPageChange={setCurrentPage}
      />
      {children}
    </section>
  );
}
