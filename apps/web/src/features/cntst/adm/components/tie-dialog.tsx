import type { TCntstScoreRow } from '@portal/contract';
import { Button, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { type TReorderDir, useReorderFocus } from '../../../../lib/use-reorder-focus';
import { scoreText } from './cntst-adm-format';

type TTieDialogProps = {
  /** the entries of equal total, in their present order */
  rows: TCntstScoreRow[];
  pending: boolean;
  onSubmit: (entryIds: number[]) => Promise<unknown>;
  onClose: () => void;
};

/** Orders tied entries by hand (up and down buttons, keyboard usable); saving fixes their ranks. */
export function TieDialog({ rows, pending, onSubmit, onClose }: TTieDialogProps) {
  const { t } = useTranslation();
  const [order, setOrder] = useState(rows);
  const { listRef, track, said, buttonKey } = useReorderFocus<HTMLOListElement>();
  const move = (index: number, dir: TReorderDir) => {
    const to = dir === 'up' ? index - 1 : index + 1;
    const row = order[index]!;
    const next = [...order];
    [next[index], next[to]] = [next[to]!, row];
    setOrder(next);
    // the item's line at its new place says the move
    track(String(row.entryId), dir, `${to + 1}. ${row.entryTtl} (${row.userNm})`);
  };
  return (
    <Modal
      open
      title={t('admCntst.ties.title', { total: scoreText(rows[0]?.total) })}
      okText={t('admCntst.ties.save')}
      cancelText={t('admCntst.cancel')}
      confirmLoading={pending}
      onOk={() => void onSubmit(order.map((row) => row.entryId)).then(onClose, () => undefined)}
      onCancel={onClose}
      mask={{ closable: false }}
    >
      <p>{t('admCntst.ties.help')}</p>
      <ol ref={listRef} className="adm-cntst__tie-list">
        {order.map((row, index) => (
          <li key={row.entryId} className="adm-cntst__tie-item">
            <span>
              {index + 1}. {row.entryTtl} ({row.userNm})
            </span>
            <Space>
              <Button
                size="small"
                disabled={index === 0}
                {...buttonKey(String(row.entryId))}
                onClick={() => move(index, 'up')}
                aria-label={t('admCntst.ties.up', { name: row.entryTtl })}
              >
                {t('admCntst.ties.upText')}
              </Button>
              <Button
                size="small"
                disabled={index === order.length - 1}
                {...buttonKey(String(row.entryId))}
                onClick={() => move(index, 'down')}
                aria-label={t('admCntst.ties.down', { name: row.entryTtl })}
              >
                {t('admCntst.ties.downText')}
              </Button>
            </Space>
          </li>
        ))}
      </ol>
      <p className="sr-only" aria-live="polite">
        {said}
      </p>
    </Modal>
  );
}
