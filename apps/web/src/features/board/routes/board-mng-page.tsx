import { BOARD_SECTIONS, BOARD_TYPE, formatSeoulDateTime, type TBoardItem } from '@portal/contract';
import { Button, type TableColumnsType } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from 'react-router';
import { AdminCrudPage, keywordSearchField, ynSearchField, YnTag } from '../../../components/admin/crud';
import { codeLabel, codeOptions } from '../../../lib/code-options';
import { usePagingState } from '../../../lib/paging';
import { boardMngResource } from '../api/board-mng-resource';
import { BoardFormPopup } from '../components/board-form-popup';
import '../adm-board.css';

/**
 * spec §2 admin board: the boards of the user area, their kind, rights and attachment rules. A
 * board holding posts cannot be deleted (the server says so); its posts are moved or deleted first.
 */
export function BoardMngPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // a board's posts start on the post list's first page
  const postPaging = usePagingState('admPost');

  const columns: TableColumnsType<TBoardItem> = [
    { title: t('admBoard.boardId'), dataIndex: 'boardId', render: (id: string) => <code>{id}</code> },
    { title: t('admBoard.boardNm'), dataIndex: 'boardNm' },
    { title: t('admBoard.boardTypeCd'), dataIndex: 'boardTypeCd', render: (code: string) => codeLabel(BOARD_TYPE, code) },
    { title: t('admBoard.section'), dataIndex: 'section', render: (code: string) => codeLabel(BOARD_SECTIONS, code), responsive: ['md'] },
    { title: t('admBoard.postCnt'), dataIndex: 'postCnt', align: 'right' },
    { title: t('admin.list.useYn'), dataIndex: 'useYn', render: (yn: string) => <YnTag value={yn} /> },
    { title: t('admin.list.updatedAt'), dataIndex: 'updatedAt', render: (at: string) => formatSeoulDateTime(at), responsive: ['lg'] },
  ];

  return (
    <AdminCrudPage<TBoardItem>
      title={t('admBoard.title')}
      pagingKey="admBoard"
      searchFields={[
        { name: 'boardTypeCd', label: t('admBoard.boardTypeCd'), type: 'select', options: codeOptions(BOARD_TYPE), minWidth: 140 },
        { name: 'section', label: t('admBoard.section'), type: 'select', options: codeOptions(BOARD_SECTIONS), minWidth: 140 },
        ynSearchField(t),
        keywordSearchField(t, { label: t('admBoard.searchWrd') }),
      ]}
      resource={boardMngResource}
      columns={columns}
      rowKey="boardId"
      nameOf={(board) => board.boardNm}
      addLabel={t('admBoard.add')}
      renderForm={(board, onClose) => <BoardFormPopup board={board} onClose={onClose} />}
      rowActions={(board) => (
        <Button
          size="small"
          onClick={() => {
            postPaging.setCurrentPage(1);
            void navigate(`/admin/post?boardId=${encodeURIComponent(board.boardId)}`);
          }}
          aria-label={t('admBoard.postsOf', { boardNm: board.boardNm })}
        >
          {t('admBoard.posts')}
        </Button>
      )}
    />
  );
}
