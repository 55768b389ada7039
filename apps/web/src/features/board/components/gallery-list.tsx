import { seoulDayOf, type TPostSummary } from '@portal/contract';
import { useTranslation } from '../../../lib/i18n';
import { ScrollPagingList } from '../../../components/pagination';
import { PostTitle } from './post-title';

type TGalleryListProps = {
  posts: readonly TPostSummary[];
  section: string;
  listSearch: string;
  hasNextPage: boolean;
  loadNextPage: () => unknown;
};

/** A gallery: thumbnail cards, the next page loading at the bottom after 1 s (spec §4). */
export function GalleryList({ posts, section, listSearch, hasNextPage, loadNextPage }: TGalleryListProps) {
  const { t } = useTranslation();
  if (posts.length === 0) return <p className="card-list__empty">{t('board.empty')}</p>;
  return (
    <ScrollPagingList
      className="board-gallery"
      items={posts}
      getKey={(post) => post.postId}
      hasNextPage={hasNextPage}
      loadNextPage={loadNextPage}
      renderItem={(post) => (
        <article className="board-gallery__card">
          <div className="board-gallery__thumb">
            {/* the title below names the picture */}
            {post.thumbPath ? <img src={post.thumbPath} alt="" loading="lazy" /> : <span className="board-gallery__none" aria-hidden="true" />}
          </div>
          <h2 className="board-gallery__title">
            <PostTitle post={post} section={section} listSearch={listSearch} />
          </h2>
          <p className="board-gallery__meta">
            {post.wrtrNm && <span>{post.wrtrNm}</span>}
            <span>{seoulDayOf(post.regDt)}</span>
          </p>
        </article>
      )}
    />
  );
}
