import { BOARD_MESSAGES, boardPath, postPath, type TBoardInfo, type TPostDetail } from '@portal/contract';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { RecordPage } from '../../../app/routes/record-page';
import { CardListError } from '../../../components/card-list';
import { isApiError } from '../../../lib/api';
import { loginPathFor } from '../../../lib/login-path';
import { usePost } from '../api/get-post';
import { useViewer } from '../../../lib/login-user/use-viewer';
import { BoardGate } from '../components/board-gate';
import { PostForm } from '../components/post-form';
import { useFocusOnArrival } from '../components/use-focus-on-arrival';
import '../board-view.css';
import '../board-catalogue';

type TFormPageProps = { board: TBoardInfo; section: string; post?: TPostDetail };

/** A page the writer may not use: the server's reason and the way back. */
function Refused({ board, section, message }: { board: TBoardInfo; section: string; message: string }) {
  const { t } = useTranslation();
  return (
    <div className="board">
      <h1 className="page-title">{board.boardNm}</h1>
      <CardListError>{message}</CardListError>
      <p className="board__actions">
        <Link className="btn btn--primary" to={boardPath(section, board.boardId)}>
          {t('board.list')}
        </Link>
      </p>
    </div>
  );
}

function FormPage({ board, section, post }: TFormPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(headingRef, true);
  const listPath = boardPath(section, board.boardId);
  const title = t(post ? 'board.form.updateTitle' : 'board.form.writeTitle', { boardNm: board.boardNm });
  return (
    <div className="board board-write">
      <h1 ref={headingRef} tabIndex={-1} className="page-title">
        {title}
      </h1>
      <PostForm
        board={board}
        post={post}
        cancelPath={post ? postPath(section, board.boardId, post.postId) : listPath}
        // the form page is not a place to come back to
        onSaved={(postId) => void navigate(postPath(section, board.boardId, postId), { replace: true })}
      />
    </div>
  );
}

/** spec §6: writing needs a login; a guest goes to the login page and comes back here. */
function MembersOnly({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  if (!useViewer()) return <Navigate to={loginPathFor(pathname + search)} replace />;
  return children;
}

/** spec §2 /:section/board/:boardId/write: a new post, for members with the board's write right. */
export function PostWritePage() {
  return (
    <MembersOnly>
      <BoardGate>
        {({ board, section }) =>
          board.canWrite ? <FormPage board={board} section={section} /> : <Refused board={board} section={section} message={BOARD_MESSAGES.noWriteRight} />
        }
      </BoardGate>
    </MembersOnly>
  );
}

function UpdateForm({ board, section, postId }: { board: TBoardInfo; section: string; postId: number }) {
  return (
    <RecordPage
      query={usePost(board.boardId, postId)}
      failed={(error) => <Refused board={board} section={section} message={isApiError(error) ? error.message : ''} />}
    >
      {(post) =>
        post.mineYn !== 'Y' ? (
          <Refused board={board} section={section} message={BOARD_MESSAGES.notOwner} />
        ) : post.ansYn === 'Y' ? (
          <Refused board={board} section={section} message={BOARD_MESSAGES.answered} />
        ) : (
          <FormPage board={board} section={section} post={post} />
        )
      }
    </RecordPage>
  );
}

/** spec §2 /:section/board/:boardId/:postId/update: the writer edits an own post while unanswered. */
export function PostUpdatePage() {
  return (
    <MembersOnly>
      <BoardGate>{({ board, section, postId }) => <UpdateForm board={board} section={section} postId={postId ?? 0} />}</BoardGate>
    </MembersOnly>
  );
}
