import { formatSeoulDateTime, type TAdminPostDetail } from '@portal/contract';
import { Button, Descriptions, Spin } from 'antd';
import { useEffect, useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { HtmlContent } from '../../../components/editor';
import { AdminPopup } from '../../../components/modal/admin-popup';
import { usePostMng } from '../api/get-post-mng';
import { PostAnswerForm } from './post-answer-form';
import { PostCmntList } from './post-cmnt-list';
import { AtchFileTable } from '../../../components/admin/atch-file-table';
import { AnswerTag, PostFlags, writerText } from './post-flags';

type TPostDetailPopupProps = {
  postId: number;
  onEdit: (post: TAdminPostDetail) => void;
  onDelete: (post: TAdminPostDetail) => void;
  onClose: () => void;
};

/** A post as the administrator sees it (hidden and secret ones too): body, files, the Q&A answer and the comments. */
export function PostDetailPopup({ postId, onEdit, onDelete, onClose }: TPostDetailPopupProps) {
  const { t } = useTranslation();
  const detail = usePostMng(postId);
  const post = detail.data;
  useEffect(() => {
    if (detail.isError) onClose();
  }, [detail.isError, onClose]);

  return (
    <AdminPopup
      open
      wide
      onClose={onClose}
      title={t('admPost.detailTitle')}
      footer={
        post && (
          <>
            <Button danger onClick={() => onDelete(post)}>
              {t('admin.list.delete')}
            </Button>
            <Button onClick={() => onEdit(post)}>{t('admin.list.edit')}</Button>
            <Button type="primary" onClick={onClose}>
              {t('admin.list.close')}
            </Button>
          </>
        )
      }
    >
      {post ? <PostDetailBody post={post} /> : <Spin aria-label={t('admPost.loading')} />}
    </AdminPopup>
  );
}

function PostDetailBody({ post }: { post: TAdminPostDetail }) {
  const { t } = useTranslation();
  const bodyId = useId();
  const filesId = useId();
  return (
    <>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'postTtl', label: t('admPost.postTtl'), span: 'filled', children: <strong>{post.postTtl}</strong> },
          { key: 'boardId', label: t('admPost.boardId'), children: post.boardNm },
          { key: 'ctgryNm', label: t('admPost.ctgryNm'), children: post.ctgryNm ?? '-' },
          { key: 'wrtrNm', label: t('admPost.wrtrNm'), children: writerText(post) },
          { key: 'regDt', label: t('admPost.regDt'), children: formatSeoulDateTime(post.regDt) },
          { key: 'inqCnt', label: t('admPost.inqCnt'), children: post.inqCnt },
          {
            key: 'flags',
            label: t('admPost.state'),
            children: (
              <>
                <PostFlags post={post} />
                <AnswerTag post={post} />
                {post.hideYn === 'N' && post.noticeYn === 'N' && post.secretYn === 'N' && t('admPost.shown')}
              </>
            ),
          },
        ]}
      />
      <section aria-labelledby={bodyId} className="adm-post__section">
        <h2 id={bodyId} className="adm-post__heading">
          {t('admPost.postCn')}
        </h2>
        <HtmlContent html={post.postCn} className="adm-post__body" />
      </section>
      {post.files.length > 0 && (
        <section aria-labelledby={filesId} className="adm-post__section">
          <h2 id={filesId} className="adm-post__heading">
            {t('admPost.files')}
          </h2>
          <AtchFileTable files={post.files} />
        </section>
      )}
      {/* keyed by the answer, so a saved answer starts the editor from the stored (sanitised) text */}
      {post.boardTypeCd === 'QNA' && <PostAnswerForm key={post.ansDt ?? 'none'} post={post} />}
      {post.cmntCnt > 0 && <PostCmntList postId={post.postId} />}
    </>
  );
}
