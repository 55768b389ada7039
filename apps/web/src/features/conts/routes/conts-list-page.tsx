import type { TContsItem, TContsListQuery } from '@portal/contract';
import { type RefObject, useEffect, useRef } from 'react';
import { CardListError } from '../../../components/card-list';
import { Pagination, ScrollPagingList } from '../../../components/pagination';
import { useTranslation } from '../../../lib/i18n';
import { useClsfTree } from '../api/get-clsf-tree';
import { useContsCards, useContsList } from '../api/get-conts-list';
import { ContsCard } from '../components/conts-card';
import { ContsFilters } from '../components/conts-filters';
import { ContsRows } from '../components/conts-rows';
import { CARD_SIZE, LIST_SIZE, type TContsSearch, type TContsView, useContsSearch } from '../components/use-conts-search';
import '../conts-catalogue';
import './conts.css';

const toQuery = (search: TContsSearch): Omit<TContsListQuery, 'currentPage' | 'maxResults'> => ({
  q: search.q || undefined,
  contsKndCd: (search.contsKndCd || undefined) as TContsListQuery['contsKndCd'],
  schlLvl: (search.schlLvl || undefined) as TContsListQuery['schlLvl'],
  clsfCd: search.clsfCds.length > 0 ? search.clsfCds : undefined,
});

/** 목록 / 카드: two pressed-state buttons (the choice is kept in the address); they stay put when the view changes, and so does the keyboard. */
function ViewSwitch({ view, onChange }: { view: TContsView; onChange: (view: TContsView) => void }) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('conts.view.label')} className="conts-view">
      {(['list', 'card'] as const).map((v) => (
        <button key={v} type="button" className={`conts-view__btn${view === v ? ' is-active' : ''}`} aria-pressed={view === v} onClick={() => onChange(v)}>
          {t(`conts.view.${v}`)}
        </button>
      ))}
    </div>
  );
}

/** Loading, a failure, or no result: what the page shows in place of a list. */
function ResultState({ pending, error, empty }: { pending: boolean; error: boolean; empty: boolean }) {
  const { t } = useTranslation();
  if (pending) return <p role="status">{t('conts.loading')}</p>;
  if (error) return <CardListError>{t('conts.loadFailed')}</CardListError>;
  if (empty) return <p className="card-list__empty">{t('conts.empty')}</p>;
  return null;
}

/**
 * The card grid's 더 보기: the keyboard's way to the next page (scrolling to the bottom loads it
 * after 1 s as well); the keyboard moves to the first card it brought, once that card is shown.
 */
function useMoreCards(items: readonly TContsItem[], fetchNextPage: () => unknown, gridRef: RefObject<HTMLDivElement | null>) {
  const focusAt = useRef<number | null>(null);
  useEffect(() => {
    const index = focusAt.current;
    if (index === null || items.length <= index) return;
    focusAt.current = null;
    gridRef.current?.querySelectorAll<HTMLAnchorElement>('.conts-card__title a')[index]?.focus();
  }, [items.length, gridRef]);
  return () => {
    focusAt.current = items.length;
    void fetchNextPage();
  };
}

/**
 * /infoGd/conts 콘텐츠 자료실 (issue 20): published contents by classification, kind, school
 * level and a search word (two characters or more), as a list (10 a page, 10 page links) or a
 * card grid (12 a page, scroll paging: spec §4, §9). Guests read it; the filters and the view
 * are kept in the address.
 */
export function ContsListPage() {
  const { t } = useTranslation();
  const { search, setSearch, view, setView, currentPage, setCurrentPage, queryString } = useContsSearch();
  const tree = useClsfTree();
  const query = toQuery(search);
  const list = useContsList({ ...query, currentPage, maxResults: LIST_SIZE }, view === 'list');
  const cards = useContsCards({ ...query, maxResults: CARD_SIZE }, view === 'card');
  const resultRef = useRef<HTMLDivElement>(null);
  const cardItems: TContsItem[] = cards.data?.pages.flatMap((p) => p.list) ?? [];
  const more = useMoreCards(cardItems, cards.fetchNextPage, resultRef);
  const shown = view === 'list' ? list.data : cards.data?.pages.at(-1);
  const count = shown?.pagination.countItem;
  // counted only up to a cap (decision 013, as the board's lists): 'N건 이상', page links up to the cap
  const capped = shown?.countCappedYn === 'Y';
  // a page kept from an earlier search that this search does not reach (a classification link, the
  // menu): back to its first page rather than an empty one
  const pastEnd = list.data !== undefined && list.data.list.length === 0 && list.data.pagination.countItem > 0 && currentPage > 1;
  useEffect(() => {
    if (pastEnd) setCurrentPage(1);
  }, [pastEnd, setCurrentPage]);

  return (
    <div className="conts">
      <ContsFilters value={search} onSearch={setSearch} groups={tree.data?.groups ?? []} />
      <div ref={resultRef} tabIndex={-1} className="conts-result">
        <div className="conts-toolbar">
          <p className="conts-toolbar__count" aria-live="polite">
            {count === undefined ? '' : t(capped ? 'conts.countCapped' : 'conts.count', { count })}
          </p>
          <ViewSwitch view={view} onChange={setView} />
        </div>
        {view === 'list' ? (
          <>
            <ResultState pending={list.isPending} error={list.isError} empty={list.data?.list.length === 0} />
            {list.data && list.data.list.length > 0 && (
              <>
                <ContsRows items={list.data.list} listSearch={queryString} />
                <Pagination
                  pagination={list.data.pagination}
                  onChange={(page) => {
                    setCurrentPage(page);
                    // the new page is announced from its count, and the keyboard goes on from there
                    resultRef.current?.focus();
                  }}
                />
              </>
            )}
          </>
        ) : (
          <>
            <ResultState pending={cards.isPending} error={cards.isError && !cards.data} empty={cards.data !== undefined && cardItems.length === 0} />
            {cardItems.length > 0 && (
              <>
                <ScrollPagingList
                  className="conts-cards"
                  items={cardItems}
                  getKey={(item) => item.contsId}
                  renderItem={(item) => <ContsCard item={item} listSearch={queryString} />}
                  hasNextPage={cards.hasNextPage}
                  loadNextPage={() => cards.fetchNextPage()}
                />
                {cards.hasNextPage ? (
                  <p className="conts-more">
                    <button type="button" className="btn btn--secondary" disabled={cards.isFetchingNextPage} onClick={more}>
                      {t('conts.more')}
                    </button>
                  </p>
                ) : (
                  <p className="conts-more conts-more--end">{t('conts.allShown')}</p>
                )}
              </>
            )}
          </>
        )}
      </div>
    </div>
  );
}
