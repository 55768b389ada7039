import type { TAtchFile } from '@portal/contract';
import { Button, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatFileSize, formatRegisteredAt } from '../../../components/attachment';
import { downloadFile } from '../../../lib/files';

type TPostFileListProps = {
  files: readonly TAtchFile[];
  /** offers '삭제' on each file when given */
  onRemove?: (file: TAtchFile) => void;
  disabled?: boolean;
};

/**
 * spec §3 admin attachment list: each file's name (a download), size, who uploaded it and when,
 * as YYYY-MM-DD HH:mm:ss.
 */
export function PostFileList({ files, onRemove, disabled }: TPostFileListProps) {
  const { t } = useTranslation();
  const columns: TableColumnsType<TAtchFile> = [
    {
      title: t('admPost.fileNm'),
      dataIndex: 'orgFileNm',
      render: (name: string, file) => (
        <Button type="link" size="small" className="adm-post__file-name" onClick={() => void downloadFile(file.downloadPath, name)} aria-label={t('admPost.download', { name })}>
          {name}
        </Button>
      ),
    },
    { title: t('admPost.fileSz'), dataIndex: 'fileSz', align: 'right', render: (size: number) => formatFileSize(size) },
    { title: t('admPost.fileOwner'), dataIndex: 'regUserId', render: (userId: string | null) => userId ?? '-' },
    { title: t('admPost.fileRegDt'), dataIndex: 'regDt', render: (at: string) => formatRegisteredAt(at) },
  ];
  if (onRemove) {
    columns.push({
      title: t('admin.list.actions'),
      key: 'actions',
      render: (_, file) => (
        <Button size="small" danger disabled={disabled} onClick={() => onRemove(file)} aria-label={t('admPost.removeFile', { name: file.orgFileNm })}>
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
      caption={<span className="sr-only">{t('admPost.fileList')}</span>}
      locale={{ emptyText: t('file.empty') }}
      scroll={{ x: 'max-content' }}
    />
  );
}
