import { boardPath, postPath, type TBoardInfo, type TPostDetail } from '@portal/contract';
import { useRef } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link, useLocation, useNavigate } from 'react-router';
import { RecordPage } from '../../../app/routes/record-page';
import { CardListError } from '../../../components/card-list';
import { showAlert, showConfirm } from '../../../components/modal/modal-store';
import { isApiError } from '../../../lib/api';
import { useCountPostView } from '../api/count-post-view';
import { useDeletePost } from '../api/delete-post';
import { usePost } from '../api/get-post';
import { BoardGate } from '../components/board-gate';
import { LockIcon } from '../components/board-icons';
import { useListSearchState } from '../../../components/layout/listed-record-page';
import { CmntSection } from '../components/cmnt-section';
import { LikeButton } from '../components/like-button';
import { PostBody, PostMeta, QnaAnswer } from '../components/post-body';
import { PostFiles } from '../components/post-files';
import { PostNeighbors } from '../components/post-neighbors';
import { useFocusOnArrival } from '../components/use-focus-on-arrival';
import '../board-view.css';
import '../board-catalogue';

type TViewProps = { board: TBoardInfo; section: string; postId: number };

/** 목록, and for the writer 수정 and 삭제 (an answered question is the centre's record: neither). */
function PostActions({ board, section, post, listPath }: Omit<TViewProps, 'postId'> & { post: TPostDetail; listPath: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeletePost(board.boardId, post.postId);
  const changeable = post.mineYn === 'Y' && post.ansYn === 'N';

  async function onDelete() {
    if (!(await showConfirm(t('common.confirm.delete')))) return;
    await remove
      .mutateAsync(async () => {
        await showAlert(t('common.result.deleted'));
        await navigate(listPath, { replace: true });
      })
      // a refusal was already shown by the API client's dialog
      .catch(() => undefined);
  }

  return (
    <div className="board__actions">
      {changeable && (
        <>
          <Link className="btn btn--secondary" to={`${postPath(section, board.boardId, post.postId)}/update`}>
            {t('board.edit')}
          </Link>
          <button type="button" className="btn btn--secondary" disabled={remove.isPending} onClick={() => void onDelete()}>
            {t('board.delete')}
          </button>
        </>
      )}
      <Link className="btn btn--primary" to={listPath}>
        {t('board.list')}
      </Link>
    </div>
  );
}

function PostView({ board, section, postId }: TViewProps) {
  const { t } = useTranslation();
  const { key } = useLocation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listSearch = useListSearchState();
  const listPath = `${boardPath(section, board.boardId)}${listSearch ? `?${listSearch}` : ''}`;
  const query = usePost(board.boardId, postId);
  useCountPostView(board.boardId, postId, query.isSuccess, key);
  useFocusOnArrival(headingRef, query.isSuccess);

  return (
    <RecordPage
      query={query}
      name={(post) => post.postTtl}
      failed={(error) => (
        // refused (a secret post of someone else): the API client has shown the server's message
        <div className="board">
          <h1 className="page-title">{board.boardNm}</h1>
          <CardListError>{isApiError(error) ? error.message : t('board.loadFailed')}</CardListError>
          <p className="board__actions">
            <Link className="btn btn--primary" to={listPath}>
              {t('board.list')}
            </Link>
          </p>
        </div>
      )}
    >
      {(post) => (
        <article className={`board board-view board--${board.boardTypeCd.toLowerCase()}`}>
          <header className="board-view__head">
            <p className="board-view__board">{board.boardNm}</p>
            <h1 ref={headingRef} tabIndex={-1} className="page-title board-view__title">
              {post.secretYn === 'Y' && (
                <span className="board-badge board-badge--secret">
                  <LockIcon />
                  <span className="sr-only">{t('board.secret')}</span>
                </span>
              )}
              {post.postTtl}
            </h1>
            <PostMeta board={board} post={post} />
          </header>
          <PostBody board={board} post={post} />
          {board.likeYn === 'Y' && <LikeButton post={post} />}
          <PostFiles files={post.files} />
          {board.boardTypeCd === 'QNA' && <QnaAnswer post={post} />}
          <PostNeighbors post={post} section={section} listSearch={listSearch} />
          <PostActions board={board} section={section} post={post} listPath={listPath} />
          {board.cmntYn === 'Y' && <CmntSection board={board} postId={post.postId} />}
        </article>
      )}
    </RecordPage>
  );
}

/** spec §2 /:section/board/:boardId/:postId: a post, its files, like, answer, neighbours and comments. */
export function PostViewPage() {
  return <BoardGate>{({ board, section, postId }) => <PostView key={postId} board={board} section={section} postId={postId ?? 0} />}</BoardGate>;
}
