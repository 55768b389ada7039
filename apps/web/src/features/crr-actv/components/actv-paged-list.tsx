import type { TCrrActvItem, TCrrActvListResponse } from '@portal/contract';
import { useRef } from 'react';
import { CardListError } from '../../../components/card-list';
import { Pagination } from '../../../components/pagination';
import { useTranslation } from '../../../lib/i18n';
import { ActvTable } from './actv-table';

type TActvPagedListProps = {
  query: { data: TCrrActvListResponse | undefined; isPending: boolean; isError: boolean };
  onPageChange: (page: number) => void;
  viewPath: (item: TCrrActvItem) => string;
  showStudent: boolean;
  showKind?: boolean;
};

/** Pages of 10 with 10 page links (spec §9): the count, the table and the links; the new page is announced from its count. */
export function ActvPagedList({ query, onPageChange, ...table }: TActvPagedListProps) {
  const { t } = useTranslation();
  const countRef = useRef<HTMLParagraphElement>(null);
  const { data, isPending, isError } = query;
  if (isPending) return <p role="status">{t('layout.loading')}</p>;
  if (isError || !data) return <CardListError>{t('crrActv.loadFailed')}</CardListError>;
  const goTo = (page: number) => {
    onPageChange(page);
    countRef.current?.focus();
  };
  return (
    <>
      <p ref={countRef} tabIndex={-1} className="card-list__count" aria-live="polite">
        {t('crrActv.count', { count: data.pagination.countItem })}
      </p>
      {data.list.length === 0 ? <p className="crr-actv__empty">{t('crrActv.empty')}</p> : <ActvTable data={data} {...table} />}
      <Pagination pagination={data.pagination} onChange={goTo} />
    </>
  );
}
