import { boardPath, type TBoardInfo } from '@portal/contract';
import { lazy, Suspense, useRef } from 'react';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { readViewer } from '../../../lib/login-user/use-viewer';
import { loginPathFor } from '../../../lib/login-path';
import { usePageTitle } from '../../../lib/page-title';
import { readCurrentPage } from '../../../lib/paging';
import { queryClient } from '../../../lib/query-client';
import { CardListError } from '../../../components/card-list';
import { Pagination } from '../../../components/pagination';
import { PlainText } from '../../../components/plain-text';
import { boardInfoQuery } from '../api/get-board-info';
import { postListQuery, usePostList, usePostScrollList } from '../api/get-post-list';
import { countText } from '../components/board-format';
import { BoardGate } from '../components/board-gate';
import { isBoardId } from '../components/board-params';
import { BoardSearch } from '../components/board-search';
import { GalleryList } from '../components/gallery-list';
import { PostTable } from '../components/post-table';
import { boardListQuery, boardPagingKey, useBoardSearch, type TBoardSearch } from '../components/use-board-search';
import { useFocusOnArrival } from '../components/use-focus-on-arrival';
import '../board-catalogue';

// The FAQ accordion (with the HTML sanitizer of its answers) loads only for an FAQ board.
const FaqList = lazy(async () => ({ default: (await import('../components/faq-list')).FaqList }));

type TBodyProps = { board: TBoardInfo; section: string; search: TBoardSearch };

/** Pages of 10 with the page links (spec §9): a table, or the FAQ accordion. */
function PagedBody({ board, section, search }: TBodyProps) {
  const { t } = useTranslation();
  const countRef = useRef<HTMLParagraphElement>(null);
  const { data, isPending, isError } = usePostList(board.boardId, search.query);
  const goTo = (page: number) => {
    search.setCurrentPage(page);
    // the new page is announced from its count, and the keyboard goes on from there
    countRef.current?.focus();
  };
  if (isPending) return <p role="status">{t('layout.loading')}</p>;
  if (isError) return <CardListError>{t('board.loadFailed')}</CardListError>;
  return (
    <>
      <p ref={countRef} tabIndex={-1} className="card-list__count" aria-live="polite">
        {countText(t, data.pagination.countItem, data.countCappedYn === 'Y')}
      </p>
      {board.boardTypeCd === 'FAQ' ? (
        <Suspense fallback={<p role="status">{t('layout.loading')}</p>}>
          <FaqList posts={[...data.pinned, ...data.list]} />
        </Suspense>
      ) : (
        <PostTable board={board} data={data} section={section} listSearch={search.queryString} />
      )}
      <Pagination pagination={data.pagination} onChange={goTo} />
    </>
  );
}

/** A gallery scrolls on: the next page loads at the bottom (spec §4). */
function ScrollBody({ board, section, search }: TBodyProps) {
  const { t } = useTranslation();
  const { currentPage: _page, ...query } = search.query;
  const { data, isPending, isError, hasNextPage, fetchNextPage } = usePostScrollList(board.boardId, query);
  if (isPending) return <p role="status">{t('layout.loading')}</p>;
  // a later page that failed keeps the cards already shown (the next scroll tries again)
  if (isError && !data) return <CardListError>{t('board.loadFailed')}</CardListError>;
  const [first] = data.pages;
  const posts = [...(first?.pinned ?? []), ...data.pages.flatMap((page) => page.list)];
  return (
    <>
      <p className="card-list__count">{countText(t, first?.pagination.countItem ?? 0, first?.countCappedYn === 'Y')}</p>
      <GalleryList posts={posts} section={section} listSearch={search.queryString} hasNextPage={hasNextPage} loadNextPage={fetchNextPage} />
    </>
  );
}

function BoardList({ board, section }: { board: TBoardInfo; section: string }) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const search = useBoardSearch(board.boardId, board.ctgrys);
  // a board no menu points at is named by itself (a board with a menu is named by the menu)
  usePageTitle(board.boardNm);
  useFocusOnArrival(headingRef, true);
  const Body = board.boardTypeCd === 'GALLERY' ? ScrollBody : PagedBody;
  const writePath = `${boardPath(section, board.boardId)}/write`;
  return (
    <div className={`board board--${board.boardTypeCd.toLowerCase()}`}>
      <h1 ref={headingRef} tabIndex={-1} className="page-title">
        {board.boardNm}
      </h1>
      <PlainText text={board.boardExpln} className="board__expln" />
      <BoardSearch ctgrys={board.ctgrys} search={search} />
      <Body board={board} section={section} search={search} />
      {(board.canWrite || board.loginToWrite) && (
        <p className="board__actions">
          {/* a guest goes to the login and comes back to the form (spec §6) */}
          <Link className="btn btn--primary" to={board.canWrite ? writePath : loginPathFor(writePath)}>
            {t('board.write')}
          </Link>
        </p>
      )}
    </div>
  );
}

/**
 * The board's settings and the page of its list the reader will see, asked for before the page
 * renders (the server preloads both for a reader arriving without a search): the page's first
 * paint holds the list, in one render rather than three. A board that does not answer is left
 * to the page (the not-found page, the error).
 */
export async function boardListLoader({ params, request }: LoaderFunctionArgs): Promise<null> {
  const boardId = params.boardId ?? '';
  if (!isBoardId(boardId)) return null;
  const viewer = readViewer();
  const board = await queryClient.ensureQueryData(boardInfoQuery(viewer, boardId)).catch(() => undefined);
  if (board && board.boardTypeCd !== 'GALLERY') {
    const url = new URL(request.url);
    const query = boardListQuery(readCurrentPage(boardPagingKey(boardId), url.pathname), url.searchParams, board.ctgrys);
    await queryClient.prefetchQuery(postListQuery(viewer, boardId, query));
  }
  return null;
}

/** spec §2 /:section/board/:boardId: a board's posts, by its kind (table, gallery, FAQ), with search and paging. */
export function BoardListPage() {
  return <BoardGate>{({ board, section }) => <BoardList board={board} section={section} />}</BoardGate>;
}
