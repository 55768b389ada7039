import type { TCntstScoreRow } from '@portal/contract';
import { Button, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
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
  const move = (index: number, by: -1 | 1) => {
    const next = [...order];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    setOrder(next);
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
      <ol className="adm-cntst__tie-list" aria-live="polite">
        {order.map((row, index) => (
          <li key={row.entryId} className="adm-cntst__tie-item">
            <span>
              {index + 1}. {row.entryTtl} ({row.userNm})
            </span>
            <Space>
              <Button size="small" disabled={index === 0} onClick={() => move(index, -1)} aria-label={t('admCntst.ties.up', { name: row.entryTtl })}>
                {t('admCntst.ties.upText')}
              </Button>
              <Button
                size="small"
                disabled={index === order.length - 1}
                onClick={() => move(index, 1)}
                aria-label={t('admCntst.ties.down', { name: row.entryTtl })}
              >
                {t('admCntst.ties.downText')}
              </Button>
            </Space>
          </li>
        ))}
      </ol>
    </Modal>
  );
}
