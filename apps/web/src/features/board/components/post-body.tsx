import { seoulDayOf, type TBoardInfo, type TPostDetail } from '@portal/contract';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { HtmlContent } from '../../../components/editor';
import { MetaList } from '../../../components/card-list';
import { formatNumber } from './board-format';

/** Writer, date, views (and category, answer state) of a post. */
export function PostMeta({ board, post }: { board: TBoardInfo; post: TPostDetail }) {
  const { t } = useTranslation();
  return (
    <MetaList
      items={[
        { label: t('board.col.ctgry'), value: post.ctgryNm },
        { label: t('board.meta.wrtr'), value: post.wrtrNm },
        { label: t('board.meta.regDt'), value: seoulDayOf(post.regDt) },
        { label: t('board.meta.inqCnt'), value: formatNumber(post.inqCnt) },
        { label: t('board.col.ans'), value: board.boardTypeCd === 'QNA' ? t(`board.ans.${post.ansYn}`) : null },
      ]}
    />
  );
}

/** The body (server-sanitised HTML); a gallery shows its pictures above it. */
export function PostBody({ board, post }: { board: TBoardInfo; post: TPostDetail }) {
  const { t } = useTranslation();
  const images = board.boardTypeCd === 'GALLERY' ? post.files.filter((file) => file.imagePath) : [];
  return (
    <div className="board-view__content">
      {images.length > 0 && (
        <ul className="board-view__images">
          {images.map((file, index) => (
            <li key={file.fileId}>
              <img src={file.imagePath ?? undefined} alt={t('board.imageAlt', { title: post.postTtl, no: index + 1 })} loading="lazy" />
            </li>
          ))}
        </ul>
      )}
      <HtmlContent html={post.postCn} className="board-view__body" />
    </div>
  );
}

/** The Q&A answer, or that it is awaited. */
export function QnaAnswer({ post }: { post: TPostDetail }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="board-answer" aria-labelledby={headingId}>
      <h2 id={headingId} className="board-view__subtitle">
        {t('board.answer')}
        {post.ansDt && <span className="board-answer__date">{seoulDayOf(post.ansDt)}</span>}
      </h2>
      {post.ansCn ? <HtmlContent html={post.ansCn} className="board-answer__body" /> : <p className="board-answer__none">{t('board.ansWaiting')}</p>}
    </section>
  );
}
