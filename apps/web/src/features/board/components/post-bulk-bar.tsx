import { BOARD_MESSAGES as M, POST_BULK_ACTIONS, type TPostBulk } from '@portal/contract';
import { Button, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { showAlert, showConfirm } from '../../../components/modal/modal-store';
import { boardSelectOptions, useBoardOptions } from '../api/get-board-options';
import { usePostBulk } from '../api/post-post-bulk';

type TAction = TPostBulk['action'];

/**
 * The actions on the chosen rows (spec §8): 'select the item' when none is chosen, a question
 * naming the count (and the target board of a move), then 'processed normally'.
 */
export function PostBulkBar({ postIds, onDone }: { postIds: number[]; onDone: () => void }) {
  const { t } = useTranslation();
  const bulk = usePostBulk();
  const boards = useBoardOptions();
  const [trgtBoardId, setTrgtBoardId] = useState<string>();

  async function run(action: TAction) {
    if (postIds.length === 0) return void showAlert(t('common.selectItem'));
    if (action === 'MOVE' && !trgtBoardId) return void showAlert(M.moveTarget);
    const boardNm = boards.data?.find((b) => b.boardId === trgtBoardId)?.boardNm;
    if (!(await showConfirm(t(`admPost.confirmBulk.${action}`, { count: postIds.length, boardNm })))) return;
    try {
      await bulk.mutateAsync({ postIds, action, trgtBoardId: action === 'MOVE' ? trgtBoardId : undefined });
    } catch {
      return; // the client has shown the server's message
    }
    onDone();
    await showAlert(t('common.result.processed'));
  }

  const button = (action: TAction, danger = false) => (
    <Button key={action} danger={danger} disabled={bulk.isPending} onClick={() => void run(action)}>
      {POST_BULK_ACTIONS[action]}
    </Button>
  );

  return (
    <div role="group" aria-label={t('admPost.bulkActions')} className="adm-post__bulk">
      <span className="adm-post__selected" aria-live="polite">
        {t('admPost.selected', { count: postIds.length })}
      </span>
      <Space wrap>
        {button('HIDE')}
        {button('SHOW')}
        {button('PIN')}
        {button('UNPIN')}
        <Space.Compact>
          <Select
            aria-label={t('admPost.moveTarget')}
            placeholder={t('admPost.moveTarget')}
            options={boardSelectOptions(boards.data)}
            value={trgtBoardId}
            onChange={setTrgtBoardId}
            allowClear
            style={{ minWidth: 200 }}
          />
          {button('MOVE')}
        </Space.Compact>
        {button('DELETE', true)}
      </Space>
    </div>
  );
}
