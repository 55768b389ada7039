import { BOARD_LIMITS as L, formatSeoulDateTime, type TAdminPostDetail, VALIDATION_MESSAGES } from '@portal/contract';
import { Button } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { showAlert, showConfirm } from '../../../components/modal/modal-store';
import { usePostAnswer } from '../api/put-post-answer';
import { EditorField, isEmptyHtml } from './editor-field';

/**
 * A Q&A post's answer. Saving an empty answer withdraws the one given (the server then lets the
 * writer edit the question again), so that case asks its own question first.
 */
export function PostAnswerForm({ post }: { post: TAdminPostDetail }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [ansCn, setAnsCn] = useState(post.ansCn ?? '');
  const answer = usePostAnswer();
  const withdrawing = isEmptyHtml(ansCn);

  async function submit() {
    if (withdrawing && !post.ansCn) return void showAlert(VALIDATION_MESSAGES.required());
    if (ansCn.length > L.postCn) return void showAlert(VALIDATION_MESSAGES.max(L.postCn));
    if (!(await showConfirm(t(withdrawing ? 'admPost.confirmWithdraw' : 'admPost.confirmAnswer')))) return;
    try {
      await answer.mutateAsync({ postId: post.postId, ansCn: withdrawing ? '' : ansCn });
    } catch {
      return; // the client has shown the server's message
    }
    await showAlert(t('common.result.saved'));
  }

  return (
    <section aria-labelledby={headingId} className="adm-post__section">
      <h2 id={headingId} className="adm-post__heading">
        {t('admPost.answer')}
        {post.ansDt && <span className="adm-post__meta">{`${t('admPost.ansDt')} ${formatSeoulDateTime(post.ansDt)}`}</span>}
      </h2>
      <p className="adm-board__help">{t('admPost.answerHelp')}</p>
      <EditorField label={t('admPost.answer')} value={ansCn} onChange={setAnsCn} />
      <div className="adm-post__actions">
        <Button type="primary" loading={answer.isPending} onClick={() => void submit()}>
          {t('admPost.answerSave')}
        </Button>
      </div>
    </section>
  );
}
