import type { TPagination } from '@portal/contract';
import { useRef, type Key, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Pagination } from '../pagination';
import './card-list.css';

/** A list that could not be read (or an item of it): the page says so in place of the cards. */
export function CardListError({ children }: { children: ReactNode }) {
  return <p className="card-list__error">{children}</p>;
}

export type TCardListProps<T> = {
  /** the list query (TanStack) of the page */
  result: { data?: { list: readonly T[]; pagination: TPagination }; isPending: boolean; isError: boolean };
  countText: (count: number) => string;
  emptyText: string;
  errorText: string;
  itemKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
  onPageChange: (page: number) => void;
};

/** The result of a card list: loading, error, the total count, the cards (or why there are none) and the page links. */
export function CardList<T>({ result, countText, emptyText, errorText, itemKey, renderItem, onPageChange }: TCardListProps<T>) {
  const { t } = useTranslation();
  const countRef = useRef<HTMLParagraphElement>(null);
  const { data, isPending, isError } = result;
  const goTo = (page: number) => {
    onPageChange(page);
    // the new page is announced from its count, and the keyboard goes on from there
    countRef.current?.focus();
  };
  return (
    <>
      {isPending && <p role="status">{t('layout.loading')}</p>}
      {isError && <CardListError>{errorText}</CardListError>}
      {data && (
        <>
          <p ref={countRef} tabIndex={-1} className="card-list__count" aria-live="polite">
            {countText(data.pagination.countItem)}
          </p>
          {data.list.length === 0 ? (
            <p className="card-list__empty">{emptyText}</p>
          ) : (
            <ul className="card-list__grid">
              {data.list.map((item) => (
                <li key={itemKey(item)}>{renderItem(item)}</li>
              ))}
            </ul>
          )}
          <Pagination pagination={data.pagination} onChange={goTo} />
        </>
      )}
    </>
  );
}
