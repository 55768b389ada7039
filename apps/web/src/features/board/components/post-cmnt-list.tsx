import { formatSeoulDateTime, type TAdminCmnt } from '@portal/contract';
import { Button } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { PagedTable } from '../../../components/admin/paged-table';
import { showAlert, showConfirm } from '../../../components/modal/modal-store';
import { useDeletePostCmnt } from '../api/delete-post-cmnt';
import { usePostCmnts } from '../api/get-post-cmnts';
import { writerText } from './post-flags';

/** A post's comments, page by page, each with a delete (an administrator removes any comment). */
export function PostCmntList({ postId }: { postId: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [currentPage, setCurrentPage] = useState(1);
  const cmnts = usePostCmnts(postId, currentPage);
  const remove = useDeletePostCmnt();

  async function onDelete(cmnt: TAdminCmnt) {
    if (!(await showConfirm(t('admPost.confirmCmntDelete', { wrtrNm: cmnt.wrtrNm })))) return;
    try {
      await remove.mutateAsync({ postId, cmntId: cmnt.cmntId });
    } catch {
      return;
    }
    await showAlert(t('common.result.deleted'));
  }

  return (
    <section aria-labelledby={headingId} className="adm-post__section">
      <h2 id={headingId} className="adm-post__heading">
        {t('admPost.cmnts')}
      </h2>
      <PagedTable<TAdminCmnt>
        size="small"
        rowKey="cmntId"
        caption={<span className="sr-only">{t('admPost.cmntsCaption')}</span>}
        columns={[
          { title: t('admPost.wrtrNm'), key: 'wrtrNm', render: (_, cmnt) => writerText(cmnt) },
          { title: t('admPost.cmntCn'), dataIndex: 'cmntCn', render: (text: string) => <span className="adm-post__cmnt">{text}</span> },
          { title: t('admPost.regDt'), dataIndex: 'regDt', render: (at: string) => formatSeoulDateTime(at) },
          {
            title: t('admin.list.actions'),
            key: 'actions',
            render: (_, cmnt) => (
              <Button
                size="small"
                danger
                onClick={() => void onDelete(cmnt)}
                aria-label={t('admPost.cmntDelete', { wrtrNm: cmnt.wrtrNm, regDt: formatSeoulDateTime(cmnt.regDt) })}
              >
                {t('admin.list.delete')}
              </Button>
            ),
          },
        ]}
        page={cmnts.data}
        loading={cmnts.isFetching}
        emptyText={t('admin.list.empty')}
        onPageChange={setCurrentPage}
      />
    </section>
  );
}
