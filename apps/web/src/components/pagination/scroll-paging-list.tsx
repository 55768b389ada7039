import type { Key, ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useScrollPaging, type TScrollPagingOptions } from '../../lib/paging';
import './pagination.css';
import '../form/form-catalogue';

export type TScrollPagingListProps<T> = TScrollPagingOptions & {
  items: readonly T[];
  getKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
  className?: string;
  /** accessible name of the list */
  'aria-label'?: string;
};

/**
 * A list that loads its next page when scrolled to the bottom (spec §4), e.g. over
 * useInfiniteQuery: items = data.pages.flatMap(p => p.list), loadNextPage = fetchNextPage.
 */
export function ScrollPagingList<T>({ items, getKey, renderItem, className, 'aria-label': ariaLabel, ...paging }: TScrollPagingListProps<T>) {
  const { t } = useTranslation();
  const { sentinelRef, loading } = useScrollPaging(paging);
  return (
    <div className={['scroll-paging', className].filter(Boolean).join(' ')}>
      <ul className="scroll-paging-list" aria-label={ariaLabel} aria-busy={loading}>
        {items.map((item) => (
          <li key={getKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      <div ref={sentinelRef} className="scroll-paging-sentinel" />
      <p role="status" className="scroll-paging-status">
        {loading && (
          <>
            <span className="scroll-paging-spinner" aria-hidden="true" />
            {t('paging.loading')}
          </>
        )}
      </p>
    </div>
  );
}
