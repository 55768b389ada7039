import type { TPostSummary } from '@portal/contract';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { HtmlContent } from '../../../components/editor';
import { usePost } from '../api/get-post';

/** The answer of an opened question: the list carries no bodies, so each is read when first opened. */
function FaqAnswer({ post }: { post: TPostSummary }) {
  const { t } = useTranslation();
  const { data, isPending } = usePost(post.boardId, post.postId);
  if (isPending) return <p role="status">{t('layout.loading')}</p>;
  return data ? <HtmlContent html={data.postCn} className="board-faq__body" /> : null;
}

function FaqItem({ post }: { post: TPostSummary }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <li className="board-faq__item">
      <h2 className="board-faq__q">
        <button type="button" id={`${id}-q`} aria-expanded={open} aria-controls={`${id}-a`} onClick={() => setOpen(!open)}>
          <span className="board-faq__mark" aria-hidden="true">
            Q
          </span>
          {post.ctgryNm && <span className="board-faq__ctgry">[{post.ctgryNm}]</span>}
          <span className="board-faq__ttl">{post.postTtl}</span>
        </button>
      </h2>
      <div id={`${id}-a`} role="region" aria-labelledby={`${id}-q`} className="board-faq__a" hidden={!open}>
        <span className="board-faq__mark board-faq__mark--a" aria-hidden="true">
          A
        </span>
        <span className="sr-only">{t('board.faqAnswer')}</span>
        {open && <FaqAnswer post={post} />}
      </div>
    </li>
  );
}

/** A FAQ board as an accordion (KRDS accordion pattern): the question is the title, the answer the body. */
export function FaqList({ posts }: { posts: readonly TPostSummary[] }) {
  const { t } = useTranslation();
  if (posts.length === 0) return <p className="card-list__empty">{t('board.empty')}</p>;
  return (
    <ul className="board-faq">
      {posts.map((post) => (
        <FaqItem key={post.postId} post={post} />
      ))}
    </ul>
  );
}
