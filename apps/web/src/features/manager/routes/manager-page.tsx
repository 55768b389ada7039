import { ADM_ROLE, formatSeoulDateTime, MANAGER_SEARCH_CND, type TManagerListItem, USER_STTS } from '@portal/contract';
import { Button, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useSearchParams } from 'react-router';
import { AdminListPage, keywordSearchField } from '../../../components/admin/crud';
import { useManagerList } from '../api/get-manager-list';
import { codeLabel, codeOptions, compact } from '../../../lib/code-options';
import { ManagerCreatePopup } from '../components/manager-create-popup';
import { ManagerDetailDrawer } from '../components/manager-detail-drawer';
import '../manager.css';

/**
 * spec §2 admin manager: the administrator accounts (SUPER only), names masked in the list; the id
 * opens the full record and its actions. `?userSttsCd=PNDG` (the dashboard's link) opens the
 * accounts waiting for approval.
 */
export function ManagerPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [detailUserId, setDetailUserId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);

  const columns: TableColumnsType<TManagerListItem> = [
    {
      title: t('admAccess.manager.userId'),
      dataIndex: 'userId',
      render: (userId: string) => (
        <Button type="link" size="small" onClick={() => setDetailUserId(userId)} aria-label={`${userId} ${t('admAccess.manager.detail')}`}>
          {userId}
        </Button>
      ),
    },
    { title: t('admAccess.manager.userNm'), dataIndex: 'userNm' },
    { title: t('admAccess.manager.admRoleCd'), dataIndex: 'admRoleCd', render: (code: string | null) => codeLabel(ADM_ROLE, code) },
    { title: t('admAccess.manager.instNm'), dataIndex: 'instNm', responsive: ['lg'] },
    {
      title: t('admAccess.manager.userSttsCd'),
      dataIndex: 'userSttsCd',
      render: (code: string, row) => (
        <>
          <Tag color={code === 'ACTV' ? 'blue' : code === 'PNDG' ? 'gold' : 'default'}>{codeLabel(USER_STTS, code)}</Tag>
          {row.loginLockYn === 'Y' && <Tag color="red">{t('admAccess.manager.loginLocked')}</Tag>}
        </>
      ),
    },
    {
      title: t('admAccess.manager.otpEnrlYn'),
      dataIndex: 'otpEnrlYn',
      render: (yn: string) => t(yn === 'Y' ? 'admAccess.manager.otpEnrolled' : 'admAccess.manager.otpNotEnrolled'),
      responsive: ['md'],
    },
    { title: t('admAccess.manager.lastLoginAt'), dataIndex: 'lastLoginAt', render: (at: string | null) => formatSeoulDateTime(at), responsive: ['md'] },
    { title: t('admAccess.manager.joinAt'), dataIndex: 'joinAt', render: (at: string) => formatSeoulDateTime(at), responsive: ['xl'] },
  ];

  return (
    <AdminListPage<TManagerListItem>
      title={t('admAccess.manager.title')}
      pagingKey="admAccess:manager"
      searchFields={[
        {
          name: 'searchCnd',
          label: t('admAccess.manager.searchCnd'),
          type: 'select',
          options: codeOptions(MANAGER_SEARCH_CND),
          all: false,
          defaultValue: 'ALL',
          minWidth: 110,
        },
        keywordSearchField(t),
        { name: 'admRoleCd', label: t('admAccess.manager.admRoleCd'), type: 'select', options: codeOptions(ADM_ROLE), minWidth: 130 },
        { name: 'userSttsCd', label: t('admAccess.manager.userSttsCd'), type: 'select', options: codeOptions(USER_STTS), minWidth: 110 },
      ]}
      initialSearch={compact({ userSttsCd: params.get('userSttsCd') ?? undefined })}
      useList={useManagerList}
      columns={columns}
      rowKey="userId"
      toolbar={
        <Button type="primary" onClick={() => setCreating(true)}>
          {t('admAccess.manager.add')}
        </Button>
      }
    >
      <ManagerDetailDrawer userId={detailUserId} onClose={() => setDetailUserId(null)} />
      {creating && <ManagerCreatePopup onClose={() => setCreating(false)} />}
    </AdminListPage>
  );
}
