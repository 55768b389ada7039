import { BOARD_LIMITS as L, BOARD_SEARCH_CND, formatSeoulDateTime, type TAdminPostDetail, type TAdminPostItem } from '@portal/contract';
import { Button, type TableColumnsType } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useSearchParams } from 'react-router';
import { actionsColumn, AdminListSearch, keywordSearchField, type TSearchField, useConfirmDelete } from '../../../components/admin/crud';
import { PagedTable } from '../../../components/admin/paged-table';
import { showAlert, showConfirm } from '../../../components/modal/modal-store';
import { codeOptions, compact } from '../../../lib/code-options';
import { usePagingState } from '../../../lib/paging';
import { useDeletePostMng } from '../api/delete-post-mng';
import { boardSelectOptions, useBoardOptions } from '../api/get-board-options';
import { usePostMngList } from '../api/get-post-mng-list';
import { PostBulkBar } from '../components/post-bulk-bar';
import { PostDetailPopup } from '../components/post-detail-popup';
import { AnswerTag, PostFlags, writerText } from '../components/post-flags';
import { PostFormPopup } from '../components/post-form-popup';
import '../adm-board.css';

type TSearch = Record<string, string | undefined>;

/**
 * spec §2 admin post: every board's posts, hidden and secret ones included, with bulk actions on
 * the chosen rows, the administrator's own posts and the Q&A answers. A board's page links here
 * with ?boardId=, the dashboard with ?boardId=&ansYn=N (questions waiting for an answer).
 */
export function PostMngPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const [params] = useSearchParams();
  const [initialSearch] = useState<TSearch>(() => compact({ boardId: params.get('boardId') ?? undefined, ansYn: params.get('ansYn') ?? undefined }));
  const [search, setSearch] = useState<TSearch>(initialSearch);
  const { paging, setCurrentPage } = usePagingState('admPost');
  const list = usePostMngList({ ...search, currentPage: paging.currentPage });
  const boards = useBoardOptions();
  const [selected, setSelected] = useState<number[]>([]);
  const [viewing, setViewing] = useState<number | null>(null);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const remove = useDeletePostMng();
  const onDelete = useConfirmDelete(remove);

  async function deleteViewed(post: TAdminPostDetail) {
    if (!(await showConfirm(`${post.postTtl}\n${t('common.confirm.delete')}`))) return;
    // closed first, so the deleted post is not read again
    setViewing(null);
    await remove.mutateAsync(post.postId).then(
      () => showAlert(t('common.result.deleted')),
      () => undefined,
    );
  }

  const searchFields: TSearchField[] = [
    { name: 'boardId', label: t('admPost.boardId'), type: 'select', options: boardSelectOptions(boards.data), minWidth: 200 },
    { name: 'hideYn', label: t('admPost.hideYn'), type: 'select', options: codeOptions({ Y: t('admPost.hidden'), N: t('admPost.shown') }) },
    { name: 'ansYn', label: t('admPost.ansYn'), type: 'select', options: codeOptions({ Y: t('admPost.answered'), N: t('admPost.waiting') }) },
    { name: 'searchCnd', label: t('admPost.searchCnd'), type: 'select', all: false, defaultValue: 'ALL', options: codeOptions(BOARD_SEARCH_CND) },
    keywordSearchField(t, { maxLength: L.searchWrd }),
  ];

  const columns: TableColumnsType<TAdminPostItem> = [
    { title: t('admPost.postId'), dataIndex: 'postId', responsive: ['md'] },
    { title: t('admPost.boardId'), dataIndex: 'boardNm' },
    { title: t('admPost.ctgryNm'), dataIndex: 'ctgryNm', responsive: ['lg'] },
    {
      title: t('admPost.postTtl'),
      dataIndex: 'postTtl',
      ellipsis: true,
      render: (postTtl: string, post) => (
        <>
          <PostFlags post={post} />
          {postTtl}
        </>
      ),
    },
    { title: t('admPost.wrtrNm'), key: 'wrtrNm', render: (_, post) => writerText(post) },
    { title: t('admPost.inqCnt'), dataIndex: 'inqCnt', align: 'right', responsive: ['lg'] },
    { title: t('admPost.cmntCnt'), dataIndex: 'cmntCnt', align: 'right', responsive: ['lg'] },
    { title: t('admPost.ansYn'), key: 'ansYn', render: (_, post) => <AnswerTag post={post} /> },
    { title: t('admPost.regDt'), dataIndex: 'regDt', render: (at: string) => formatSeoulDateTime(at), responsive: ['md'] },
    actionsColumn<TAdminPostItem>(t, (post) => ({
      name: post.postTtl,
      onEdit: () => setEditing(post.postId),
      onDelete: () => void onDelete(post.postId, post.postTtl),
      children: (
        <Button size="small" onClick={() => setViewing(post.postId)} aria-label={t('admPost.viewLabel', { postTtl: post.postTtl })}>
          {t('admPost.view')}
        </Button>
      ),
    })),
  ];

  const count = list.data?.pagination.countItem ?? 0;
  const goToPage = (page: number) => {
    setSelected([]);
    setCurrentPage(page);
  };

  return (
    <section aria-labelledby={titleId}>
      <h1 id={titleId} className="adm-page__title">
        {t('admPost.title')}
      </h1>
      <AdminListSearch
        fields={searchFields}
        initial={initialSearch}
        onSearch={setSearch}
        setCurrentPage={goToPage}
        total={count}
        // a searched list is counted only up to a cap (decision 013)
        totalText={list.data?.countCappedYn === 'Y' ? t('admPost.totalCapped', { count }) : undefined}
        toolbar={
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('admPost.add')}
          </Button>
        }
      />
      <PostBulkBar postIds={selected} onDone={() => setSelected([])} />
      <PagedTable<TAdminPostItem>
        rowKey="postId"
        caption={<span className="sr-only">{t('admPost.tableCaption')}</span>}
        columns={columns}
        rowClassName={(post) => (post.hideYn === 'Y' ? 'adm-post__row--hidden' : '')}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(Number)),
          getTitleCheckboxProps: () => ({ 'aria-label': t('admPost.selectAll') }),
          getCheckboxProps: (post) => ({ 'aria-label': t('admPost.select', { postTtl: post.postTtl }) }),
        }}
        page={list.data}
        loading={list.isFetching}
        emptyText={t('admin.list.empty')}
        onPageChange={goToPage}
      />
      {viewing !== null && (
        <PostDetailPopup
          postId={viewing}
          onClose={() => setViewing(null)}
          onEdit={(post) => {
            setViewing(null);
            setEditing(post.postId);
          }}
          onDelete={(post) => void deleteViewed(post)}
        />
      )}
      {editing !== null && <PostFormPopup postId={editing} defaultBoardId={search.boardId} onClose={() => setEditing(null)} />}
    </section>
  );
}
