import { BOARD_MESSAGES, postPath, type TPostSummary } from '@portal/contract';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { showAlert } from '../../../components/modal/modal-store';
import { ClipIcon, LockIcon } from './board-icons';
import { formatNumber } from './board-format';

/** A secret post listed to someone who may not open it comes without its writer (the server blanks it). */
export const isClosedSecret = (post: TPostSummary) => post.secretYn === 'Y' && post.wrtrNm === null;

type TPostTitleProps = { post: TPostSummary; section: string; listSearch: string };

/**
 * A post's title in a list: the link to it (carrying the list's search), a lock for a secret post,
 * the comment count and the attachment mark. A secret post the reader may not open is the title
 * only: choosing it tells why, instead of a page the server would refuse.
 */
export function PostTitle({ post, section, listSearch }: TPostTitleProps) {
  const { t } = useTranslation();
  const secret = post.secretYn === 'Y' && (
    <span className="board-badge board-badge--secret">
      <LockIcon />
      <span className="sr-only">{t('board.secret')}</span>
    </span>
  );
  return (
    <span className="board-title">
      {secret}
      {isClosedSecret(post) ? (
        <button type="button" className="board-title__closed" onClick={() => void showAlert(BOARD_MESSAGES.secret)}>
          {post.postTtl}
        </button>
      ) : (
        <Link to={postPath(section, post.boardId, post.postId)} state={{ listSearch }} className="board-title__link">
          {post.postTtl}
        </Link>
      )}
      {post.cmntCnt > 0 && (
        <span className="board-title__cmnt">
          <span aria-hidden="true">[{formatNumber(post.cmntCnt)}]</span>
          <span className="sr-only">{t('board.cmntCnt', { total: formatNumber(post.cmntCnt) })}</span>
        </span>
      )}
      {post.atchFileYn === 'Y' && (
        <span className="board-badge board-badge--file">
          <ClipIcon />
          <span className="sr-only">{t('board.hasFile')}</span>
        </span>
      )}
    </span>
  );
}
