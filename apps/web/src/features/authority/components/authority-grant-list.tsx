import { AUTHRT_CD, AUTHRT_STTS, formatSeoulDateTime, USER_TYPE, type TAuthorityGrant, type TAuthorityListQuery } from '@portal/contract';
import { Button, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { actorText, AdminSearchForm } from '../../../components/admin/crud';
import { PagedTable } from '../../../components/admin/paged-table';
import { showAlert, showConfirm } from '../../../components/modal/modal-store';
import { usePagingState } from '../../../lib/paging';
import { useRevokeAuthority } from '../api/delete-authority';
import { useAuthorityList } from '../api/get-authority-list';
import { codeLabel, codeOptions } from '../../../lib/code-options';

type TFilter = Omit<TAuthorityListQuery, 'currentPage' | 'maxResults'>;
const STTS_COLORS: Record<string, string> = { PLAN: 'blue', APLY: 'green', EXPR: 'default' };

/** The grants with their state today (SECURITY 14: effective only inside the range) and revoking. */
export function AuthorityGrantList() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Partial<TFilter>>({});
  const { paging, setCurrentPage } = usePagingState('admMember:authority');
  const list = useAuthorityList({ ...filter, currentPage: paging.currentPage });
  const revoke = useRevokeAuthority();

  async function revokeGrant(g: TAuthorityGrant) {
    const authrtNm = codeLabel(AUTHRT_CD, g.authrtCd);
    if (!(await showConfirm(t('admMember.authority.confirmRevoke', { userId: g.userId, authrtNm })))) return;
    try {
      await revoke.mutateAsync(g.authrtGrantId);
    } catch {
      return; // the client has shown the server's message
    }
    await showAlert(t('common.result.deleted'));
  }

  const columns: TableColumnsType<TAuthorityGrant> = [
    { title: t('admMember.authority.col.user'), key: 'user', render: (_, g) => `${g.userNm} (${g.userId})` },
    { title: t('admMember.authority.col.userType'), dataIndex: 'userTypeCd', render: (code: string) => codeLabel(USER_TYPE, code), responsive: ['md'] },
    { title: t('admMember.authority.authrtCd'), dataIndex: 'authrtCd', render: (code: string) => codeLabel(AUTHRT_CD, code) },
    { title: t('admMember.authority.col.period'), key: 'period', render: (_, g) => `${g.bgngYmd} ~ ${g.endYmd}` },
    {
      title: t('admMember.authority.stts'),
      dataIndex: 'sttsCd',
      render: (code: string) => <Tag color={STTS_COLORS[code]}>{codeLabel(AUTHRT_STTS, code)}</Tag>,
    },
    {
      title: t('admMember.authority.col.registered'),
      key: 'registered',
      render: (_, g) => `${formatSeoulDateTime(g.registeredAt)} ${actorText(t, g.registeredBy)}`,
      responsive: ['lg'],
    },
    {
      title: t('admMember.authority.revoke'),
      key: 'revoke',
      render: (_, g) => (
        <Button
          size="small"
          danger
          onClick={() => void revokeGrant(g)}
          aria-label={`${t('admMember.authority.revoke')} ${g.userId} ${codeLabel(AUTHRT_CD, g.authrtCd)}`}
        >
          {t('admMember.authority.revoke')}
        </Button>
      ),
    },
  ];

  return (
    <section aria-labelledby="authority-list-title" className="adm-member">
      <Typography.Title level={2} id="authority-list-title" className="adm-member__subtitle">
        {t('admMember.authority.listTitle')}
      </Typography.Title>
      <AdminSearchForm
        name="authorityFilter"
        className="adm-member__search"
        resettable={false}
        fields={[
          { name: 'authrtCd', label: t('admMember.authority.authrtCd'), type: 'select', options: codeOptions(AUTHRT_CD), minWidth: 160 },
          { name: 'sttsCd', label: t('admMember.authority.stts'), type: 'select', options: codeOptions(AUTHRT_STTS), minWidth: 110 },
          { name: 'searchWrd', label: t('admMember.authority.userSearch'), type: 'text', placeholder: t('admMember.authority.userSearchPlaceholder') },
        ]}
        onSearch={(search) => {
          setFilter(search as Partial<TFilter>);
          setCurrentPage(1);
        }}
      />
      <p className="adm-member__total">{t('admin.list.total', { count: list.data?.pagination.countItem ?? 0 })}</p>
      <PagedTable<TAuthorityGrant>
        rowKey="authrtGrantId"
        size="middle"
        columns={columns}
        page={list.data}
        loading={list.isFetching}
        emptyText={t('admin.list.empty')}
        onPageChange={setCurrentPage}
      />
    </section>
  );
}
