import type { TAtchFile } from '@portal/contract';
import { Button, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatFileSize, formatRegisteredAt } from '../../../components/attachment';
import { downloadHallFile } from './download-hall-file';

type THallFileListProps = {
  files: readonly TAtchFile[];
  /** offers '삭제' on each file when given */
  onRemove?: (file: TAtchFile) => void;
  disabled?: boolean;
};

/**
 * spec §3 admin attachment list: each file's name (a download), size, who uploaded it and when,
 * as YYYY-MM-DD HH:mm:ss.
 */
export function HallFileList({ files, onRemove, disabled }: THallFileListProps) {
  const { t } = useTranslation();
  const columns: TableColumnsType<TAtchFile> = [
    {
      title: t('admMnexhl.atchFile.fileNm'),
      dataIndex: 'orgFileNm',
      render: (name: string, file) => (
        <Button type="link" size="small" className="adm-mnexhl__file-name" onClick={() => downloadHallFile(file)} aria-label={t('admMnexhl.atchFile.download', { name })}>
          {name}
        </Button>
      ),
    },
    { title: t('admMnexhl.atchFile.fileSz'), dataIndex: 'fileSz', align: 'right', render: (size: number) => formatFileSize(size) },
    { title: t('admMnexhl.atchFile.regUserId'), dataIndex: 'regUserId', render: (userId: string | null) => userId ?? '-' },
    { title: t('admMnexhl.atchFile.regDt'), dataIndex: 'regDt', render: (at: string) => formatRegisteredAt(at) },
  ];
  if (onRemove) {
    columns.push({
      title: t('admin.list.actions'),
      key: 'actions',
      render: (_, file) => (
        <Button size="small" danger disabled={disabled} onClick={() => onRemove(file)} aria-label={t('admMnexhl.atchFile.remove', { name: file.orgFileNm })}>
          {t('admin.list.delete')}
        </Button>
      ),
    });
  }
  return (
    <Table<TAtchFile>
      size="small"
      rowKey="fileId"
      columns={columns}
      dataSource={[...files]}
      pagination={false}
      caption={<span className="sr-only">{t('admMnexhl.atchFile.list')}</span>}
      locale={{ emptyText: t('admMnexhl.atchFile.none') }}
      scroll={{ x: 'max-content' }}
    />
  );
}
