import { formatSeoulDateTime, MBR_TYPE_AUTHRT, USER_TYPE, type TMemberListItem, type TMemberListResponse } from '@portal/contract';
import { Button, type TableColumnsType } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { PagedTable } from '../../../components/admin/paged-table';
import { codeLabel } from '../../../lib/code-options';
import { MemberStatusTag } from './member-status-tag';

export type TMemberTableProps = {
  data: TMemberListResponse | undefined;
  loading: boolean;
  onPage: (page: number) => void;
  onOpen: (userId: string) => void;
};

/** The member list: masked name and mobile (SECURITY 17); the id opens the detail. spec §9: 10 rows, 10 page links. */
export function MemberTable({ data, loading, onPage, onOpen }: TMemberTableProps) {
  const { t } = useTranslation();
  const columns: TableColumnsType<TMemberListItem> = [
    {
      title: t('admMember.member.col.userId'),
      dataIndex: 'userId',
      render: (userId: string) => (
        <Button type="link" size="small" onClick={() => onOpen(userId)} aria-label={t('admMember.detail.open', { userId })}>
          {userId}
        </Button>
      ),
    },
    { title: t('admMember.member.col.userNm'), dataIndex: 'userNm' },
    { title: t('admMember.member.userTypeCd'), dataIndex: 'userTypeCd', render: (code: string) => codeLabel(USER_TYPE, code), responsive: ['md'] },
    { title: t('admMember.member.mbrTypeAuthrt'), dataIndex: 'mbrTypeAuthrt', render: (code: string) => codeLabel(MBR_TYPE_AUTHRT, code), responsive: ['lg'] },
    { title: t('admMember.member.userSttsCd'), dataIndex: 'userSttsCd', render: (code: string) => <MemberStatusTag userSttsCd={code} /> },
    { title: t('admMember.member.col.schlNm'), dataIndex: 'schlNm', responsive: ['lg'] },
    { title: t('admMember.member.col.mblTelno'), dataIndex: 'mblTelno', responsive: ['md'] },
    { title: t('admMember.member.col.joinAt'), dataIndex: 'joinAt', render: (at: string) => formatSeoulDateTime(at), responsive: ['md'] },
    { title: t('admMember.member.col.lastLoginAt'), dataIndex: 'lastLoginAt', render: (at: string | null) => formatSeoulDateTime(at), responsive: ['xl'] },
  ];
  return (
    <>
      <p className="adm-member__total">{t('admin.list.total', { count: data?.pagination.countItem ?? 0 })}</p>
      <PagedTable<TMemberListItem>
        rowKey="userId"
        size="middle"
        columns={columns}
        page={data}
        loading={loading}
        emptyText={t('admin.list.empty')}
        onPageChange={onPage}
      />
    </>
  );
}
