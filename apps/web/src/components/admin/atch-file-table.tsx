import type { TAtchFile } from '@portal/contract';
import { Button, type TableColumnsType } from 'antd';
import { useTranslation } from '../../lib/i18n';
import { saveAtchFile } from '../../lib/files';
import { formatFileSize, formatRegisteredAt } from '../attachment';
import { ACTIONS_KEY, AdminTable } from './admin-table';
import './atch-file-table.css';

type TAtchFileTableProps = {
  files: readonly TAtchFile[];
  /** offers '삭제' on each file when given */
  onRemove?: (file: TAtchFile) => void;
  disabled?: boolean;
  /** shown when there is no file */
  emptyText?: string;
};

/**
 * spec §3 admin attachment list: each file's name (a download), size, who uploaded it and when,
 * as YYYY-MM-DD HH:mm:ss.
 */
export function AtchFileTable({ files, onRemove, disabled, emptyText }: TAtchFileTableProps) {
  const { t } = useTranslation();
  const columns: TableColumnsType<TAtchFile> = [
    {
      title: t('admin.atchFile.fileNm'),
      dataIndex: 'orgFileNm',
      render: (name: string, file) => (
        <Button
          type="link"
          size="small"
          className="atch-file-table__name"
          onClick={() => saveAtchFile(file)}
          aria-label={t('admin.atchFile.download', { name })}
        >
          {name}
        </Button>
      ),
    },
    { title: t('admin.atchFile.fileSz'), dataIndex: 'fileSz', align: 'right', render: (size: number) => formatFileSize(size) },
    { title: t('admin.atchFile.regUserId'), dataIndex: 'regUserId', render: (userId: string | null) => userId ?? '-' },
    { title: t('admin.atchFile.regDt'), dataIndex: 'regDt', render: (at: string) => formatRegisteredAt(at) },
  ];
  if (onRemove) {
    columns.push({
      title: t('admin.list.actions'),
      key: ACTIONS_KEY,
      render: (_, file) => (
        <Button size="small" danger disabled={disabled} onClick={() => onRemove(file)} aria-label={t('admin.atchFile.remove', { name: file.orgFileNm })}>
          {t('admin.list.delete')}
        </Button>
      ),
    });
  }
  return (
    <AdminTable<TAtchFile>
      size="small"
      rowKey="fileId"
      columns={columns}
      dataSource={[...files]}
      caption={<span className="sr-only">{t('admin.atchFile.list')}</span>}
      emptyText={emptyText ?? t('file.empty')}
    />
  );
}
