import type { TPagination } from '@portal/contract';
import { Pagination } from '../pagination';
import { AdminTable, type TAdminTableProps } from './admin-table';

type TPagedTableProps<T> = Omit<TAdminTableProps<T>, 'dataSource' | 'loading'> & {
  /** one page of a list answer; undefined while the first one loads */
  page: { list: T[]; pagination: TPagination } | undefined;
  loading: boolean;
  onPageChange: (currentPage: number) => void;
};

/** The admin lists' table: one page of rows, with the portal's own page links under it (spec §9: 10 per page, 10 links). */
export function PagedTable<T extends object>({ page, loading, onPageChange, ...table }: TPagedTableProps<T>) {
  return (
    <>
      <AdminTable<T> {...table} dataSource={page?.list ?? []} loading={loading} />
      {page && <Pagination pagination={page.pagination} onChange={onPageChange} />}
    </>
  );
}
