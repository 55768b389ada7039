import type { TPagination } from '@portal/contract';
import { Table, type TableProps } from 'antd';
import { Pagination } from '../pagination';

type TPagedTableProps<T> = Omit<TableProps<T>, 'dataSource' | 'loading' | 'pagination' | 'locale' | 'scroll'> & {
  /** one page of a list answer; undefined while the first one loads */
  page: { list: T[]; pagination: TPagination } | undefined;
  loading: boolean;
  emptyText: string;
  onPageChange: (currentPage: number) => void;
};

/**
 * The admin lists' table (antd; admin pages only): one page of rows, scrolling sideways on narrow
 * screens, with the portal's own page links under it (spec §9: 10 per page, 10 links).
 */
export function PagedTable<T extends object>({ page, loading, emptyText, onPageChange, ...table }: TPagedTableProps<T>) {
  return (
    <>
      <Table<T> {...table} dataSource={page?.list ?? []} loading={loading} pagination={false} locale={{ emptyText }} scroll={{ x: 'max-content' }} />
      {page && <Pagination pagination={page.pagination} onChange={onPageChange} />}
    </>
  );
}
