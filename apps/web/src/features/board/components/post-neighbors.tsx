import { postPath, type TPostDetail } from '@portal/contract';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';

type TNeighborsProps = { post: TPostDetail; section: string; listSearch: string };

/** The older (이전 글) and newer (다음 글) post of the board, or '없습니다.' */
export function PostNeighbors({ post, section, listSearch }: TNeighborsProps) {
  const { t } = useTranslation();
  const rows = [
    { key: 'prev', label: t('board.prev'), neighbor: post.prev },
    { key: 'next', label: t('board.next'), neighbor: post.next },
  ];
  return (
    <nav className="board-neighbors" aria-label={`${t('board.prev')}, ${t('board.next')}`}>
      <dl>
        {rows.map(({ key, label, neighbor }) => (
          <div key={key} className="board-neighbors__row">
            <dt>{label}</dt>
            <dd>
              {neighbor ? (
                <Link to={postPath(section, post.boardId, neighbor.postId)} state={{ listSearch }}>
                  {neighbor.postTtl}
                </Link>
              ) : (
                t('board.noNeighbor')
              )}
            </dd>
          </div>
        ))}
      </dl>
    </nav>
  );
}
