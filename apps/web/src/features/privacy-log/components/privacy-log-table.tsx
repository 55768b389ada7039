import { formatSeoulDateTime, PRIVACY_ACTN, type TPrivacyLog } from '@portal/contract';
import type { TableColumnsType } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { AdminTable } from '../../../components/admin/admin-table';
import { codeLabel } from '../../../lib/code-options';

/** Rows of the access log: when, who from where, what, whose data, on which screen, why. */
export function PrivacyLogTable({ rows, loading = false }: { rows: TPrivacyLog[]; loading?: boolean }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<TPrivacyLog> = [
    { title: t('admMember.privacyLog.col.actedAt'), dataIndex: 'actedAt', render: (at: string) => formatSeoulDateTime(at) },
    { title: t('admMember.privacyLog.col.actor'), dataIndex: 'actorUserId' },
    { title: t('admMember.privacyLog.col.actorIp'), dataIndex: 'actorIp', responsive: ['md'] },
    { title: t('admMember.privacyLog.col.actnCd'), dataIndex: 'actnCd', render: (code: string) => codeLabel(PRIVACY_ACTN, code) },
    { title: t('admMember.privacyLog.col.target'), key: 'target', render: (_, r) => [r.trgtUserId, r.trgtDesc].filter(Boolean).join(' · ') },
    { title: t('admMember.privacyLog.col.menuPath'), dataIndex: 'menuPath', responsive: ['lg'] },
    { title: t('admMember.privacyLog.col.reason'), dataIndex: 'reason' },
  ];
  return <AdminTable<TPrivacyLog> rowKey="logId" size="small" columns={columns} dataSource={rows} loading={loading} emptyText={t('admin.list.empty')} />;
}
