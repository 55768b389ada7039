import type { TAdminPostItem } from '@portal/contract';
import { Tag } from 'antd';
import { useTranslation } from '../../../lib/i18n';

/** A post's marks: pinned (공지), secret (비밀) and hidden (숨김, in red: users do not see it). */
export function PostFlags({ post }: { post: Pick<TAdminPostItem, 'noticeYn' | 'secretYn' | 'hideYn'> }) {
  const { t } = useTranslation();
  return (
    <>
      {post.noticeYn === 'Y' && <Tag color="blue">{t('admPost.notice')}</Tag>}
      {post.secretYn === 'Y' && <Tag color="purple">{t('admPost.secret')}</Tag>}
      {post.hideYn === 'Y' && <Tag color="red">{t('admPost.hidden')}</Tag>}
    </>
  );
}

/** A Q&A post's state: answered or waiting; nothing for other boards. */
export function AnswerTag({ post }: { post: Pick<TAdminPostItem, 'boardTypeCd' | 'ansYn'> }) {
  const { t } = useTranslation();
  if (post.boardTypeCd !== 'QNA') return null;
  return <Tag color={post.ansYn === 'Y' ? 'green' : 'orange'}>{t(post.ansYn === 'Y' ? 'admPost.answered' : 'admPost.waiting')}</Tag>;
}

/** Who wrote it: the name shown to users and, for the administrator, the account behind it. */
export const writerText = (post: Pick<TAdminPostItem, 'wrtrNm' | 'regUserId'>) =>
  [post.wrtrNm ?? '', post.regUserId ? `(${post.regUserId})` : ''].filter(Boolean).join(' ');
