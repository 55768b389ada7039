import type { TPostDetail } from '@portal/contract';
import { useTranslation } from '../../../lib/i18n';
import { loginPathFor } from '../../../lib/login-path';
import { useLocation, useNavigate } from 'react-router';
import { showConfirm } from '../../../components/modal/modal-store';
import { useToggleLike } from '../api/toggle-like';
import { useViewer } from '../../../lib/login-user/use-viewer';
import { formatNumber } from './board-format';
import { LOGIN_TEXT } from './login-prompt';

/**
 * '좋아요' with its count: a toggle (aria-pressed) for members; a guest is offered the login page.
 * Busy is aria-disabled, not disabled: a disabled button would drop the keyboard focus to the page.
 */
export function LikeButton({ post }: { post: TPostDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const viewer = useViewer();
  const like = useToggleLike(post.boardId, post.postId);

  async function onClick() {
    if (!viewer) {
      if (await showConfirm(LOGIN_TEXT.like)) void navigate(loginPathFor(pathname));
      return;
    }
    // a second press while the first is on its way does nothing (the key makes it one like anyway)
    if (like.isPending) return;
    // a refusal was already shown by the API client's dialog
    await like.mutateAsync().catch(() => undefined);
  }

  return (
    <p className="board-like">
      <button
        type="button"
        className="btn btn--secondary"
        aria-pressed={post.likedYn === 'Y'}
        aria-disabled={like.isPending || undefined}
        onClick={() => void onClick()}
      >
        <span aria-hidden="true">♥</span> {t('board.like')} <span className="board-like__count">{formatNumber(post.likeCnt)}</span>
      </button>
    </p>
  );
}
