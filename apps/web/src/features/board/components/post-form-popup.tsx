import { BOARD_LIMITS as L, BOARD_MESSAGES as M, type TAdminPostDetail, type TYn, VALIDATION_MESSAGES, ZPostSave } from '@portal/contract';
import { Form, Input, Select, Space, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { AdminFormPopup, checkRule, FixedText, requiredRule, yesNoTexts, YnSwitchField, zodRule } from '../../../components/admin/crud';
import { AdminPopup } from '../../../components/modal/admin-popup';
import { boardMngResource } from '../api/board-mng-resource';
import { boardSelectOptions, useBoardOptions } from '../api/get-board-options';
import { usePostMng } from '../api/get-post-mng';
import { useSavePostMng } from '../api/save-post-mng';
import { EditorField, isEmptyHtml } from './editor-field';
import { PostFilesSection, usePostFiles } from './post-files-section';

type TFormValues = { boardId?: string; ctgryNm?: string; postTtl: string; postCn: string; noticeYn: TYn; secretYn: TYn };

const bodyRule = checkRule<string | undefined>((html) => {
  if (isEmptyHtml(html)) return VALIDATION_MESSAGES.required();
  return (html ?? '').length > L.postCn ? VALIDATION_MESSAGES.max(L.postCn) : undefined;
});

type TPostFormPopupProps = {
  postId: number | 'new';
  /** a new post's first board (the list's board filter) */
  defaultBoardId?: string;
  onClose: () => void;
};

/** Adds a post to any board, or edits one (its detail read first: the body and files are not in the list). */
export function PostFormPopup({ postId, defaultBoardId, onClose }: TPostFormPopupProps) {
  const { t } = useTranslation();
  const detail = usePostMng(postId === 'new' ? undefined : postId);
  // a post gone meanwhile: the client has said so, nothing to edit
  useEffect(() => {
    if (detail.isError) onClose();
  }, [detail.isError, onClose]);
  if (postId !== 'new' && !detail.data) {
    return (
      <AdminPopup open onClose={onClose} title={t('admPost.editTitle')}>
        <Spin aria-label={t('admPost.loading')} />
      </AdminPopup>
    );
  }
  return <PostForm post={detail.data ?? null} defaultBoardId={defaultBoardId} onClose={onClose} />;
}

function PostForm({ post, defaultBoardId, onClose }: { post: TAdminPostDetail | null; defaultBoardId?: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TFormValues>();
  const save = useSavePostMng();
  const boards = useBoardOptions();
  const chosenBoardId = Form.useWatch('boardId', form) ?? defaultBoardId;
  const board = boardMngResource.useItem((post?.boardId ?? chosenBoardId) || undefined).data;
  const files = usePostFiles(post ?? undefined);
  const ctgrys = board?.ctgrys ?? [];

  return (
    <AdminFormPopup<TFormValues>
      title={t(post ? 'admPost.editTitle' : 'admPost.add')}
      form={form}
      name="post"
      wide
      onClose={onClose}
      saving={save.isPending}
      onSubmit={({ boardId, ...values }) => {
        const body = { ...values, atchFileModuleId: files.fileModuleId };
        // a new post's board has passed its required rule before the form submits
        return save.mutateAsync(post ? { ...body, postId: post.postId } : { ...body, boardId: boardId ?? '' });
      }}
      initialValues={{
        boardId: post?.boardId ?? defaultBoardId,
        ctgryNm: post?.ctgryNm ?? undefined,
        postTtl: post?.postTtl ?? '',
        postCn: post?.postCn ?? '',
        noticeYn: post?.noticeYn ?? 'N',
        secretYn: post?.secretYn ?? 'N',
      }}
    >
      {post ? (
        <Form.Item label={t('admPost.boardId')} extra={t('admPost.boardFixed')}>
          <FixedText value={post.boardNm} />
        </Form.Item>
      ) : (
        <Form.Item label={t('admPost.boardId')} name="boardId" required rules={[requiredRule]}>
          <Select
            options={boardSelectOptions(boards.data)}
            loading={boards.isLoading}
            showSearch={{ optionFilterProp: 'label' }}
            // the uploaded files belong to the board they were sent to
            disabled={files.files.length > 0}
            onChange={() => form.setFieldValue('ctgryNm', undefined)}
            style={{ maxWidth: 360 }}
          />
        </Form.Item>
      )}
      {ctgrys.length > 0 && (
        <Form.Item label={t('admPost.ctgryNm')} name="ctgryNm" required rules={[{ required: true, message: M.ctgryRequired }]}>
          <Select options={ctgrys.map((name) => ({ value: name, label: name }))} allowClear style={{ maxWidth: 240 }} />
        </Form.Item>
      )}
      <Form.Item label={t('admPost.postTtl')} name="postTtl" required rules={[zodRule(ZPostSave.shape.postTtl)]}>
        <Input maxLength={L.postTtl} />
      </Form.Item>
      <Space wrap size="large">
        {/* a pinned post stays editable where the board has since stopped pinning */}
        {(board?.noticeYn === 'Y' || post?.noticeYn === 'Y') && <YnSwitchField name="noticeYn" label={t('admPost.noticeYn')} texts={yesNoTexts(t)} />}
        {board?.secretYn === 'Y' && <YnSwitchField name="secretYn" label={t('admPost.secretYn')} texts={yesNoTexts(t)} />}
      </Space>
      <Form.Item label={t('admPost.postCn')} name="postCn" required rules={[bodyRule]}>
        <EditorField label={t('admPost.postCn')} />
      </Form.Item>
      {board && <PostFilesSection board={board} {...files} />}
      {!board && !post && <p className="adm-board__help">{t('admPost.chooseBoard')}</p>}
    </AdminFormPopup>
  );
}
