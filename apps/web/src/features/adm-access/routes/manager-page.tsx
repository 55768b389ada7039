import { ADM_ROLE, formatSeoulDateTime, MANAGER_SEARCH_CND, type TManagerListItem, type TManagerListQuery, USER_STTS } from '@portal/contract';
import { Button, Form, Input, Select, Space, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PagedTable } from '../../../components/admin/paged-table';
import { usePagingState } from '../../../lib/paging';
import { useManagerList } from '../api/get-manager-list';
import { codeLabel, codeOptions, compact } from '../../../lib/code-options';
import { ManagerCreatePopup } from '../components/manager-create-popup';
import { ManagerDetailDrawer } from '../components/manager-detail-drawer';
import '../adm-access.css';

type TSearch = Pick<TManagerListQuery, 'searchCnd' | 'searchWrd' | 'admRoleCd' | 'userSttsCd'>;
/** The form's values: '' is the '전체' choice of a select. */
type TSearchForm = Record<keyof TSearch, string | undefined>;
const DEFAULTS: TSearchForm = { searchCnd: 'ALL', searchWrd: undefined, admRoleCd: '', userSttsCd: '' };

function ManagerSearch({ initial, onSearch }: { initial: Partial<TSearch>; onSearch: (search: Partial<TSearch>) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TSearchForm>();
  const all = t('admAccess.list.all');
  return (
    <Form form={form} layout="inline" className="adm-page__search" initialValues={{ ...DEFAULTS, ...initial }} onFinish={(v) => onSearch(compact(v) as Partial<TSearch>)}>
      <Form.Item name="searchCnd" label={t('admAccess.manager.searchCnd')}>
        <Select options={codeOptions(MANAGER_SEARCH_CND)} style={{ minWidth: 110 }} />
      </Form.Item>
      <Form.Item name="searchWrd" label={t('admAccess.list.keyword')}>
        <Input maxLength={50} allowClear />
      </Form.Item>
      <Form.Item name="admRoleCd" label={t('admAccess.manager.admRoleCd')}>
        <Select options={codeOptions(ADM_ROLE, all)} style={{ minWidth: 130 }} />
      </Form.Item>
      <Form.Item name="userSttsCd" label={t('admAccess.manager.userSttsCd')}>
        <Select options={codeOptions(USER_STTS, all)} style={{ minWidth: 110 }} />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('admAccess.list.search')}
          </Button>
          <Button
            onClick={() => {
              form.setFieldsValue(DEFAULTS);
              form.submit();
            }}
          >
            {t('admAccess.list.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}

/**
 * spec §2 admin manager: the administrator accounts (SUPER only), names masked in the list; the id
 * opens the full record and its actions. `?userSttsCd=PNDG` (the dashboard's link) opens the
 * accounts waiting for approval.
 */
export function ManagerPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const initial = compact({ userSttsCd: params.get('userSttsCd') ?? undefined }) as Partial<TSearch>;
  const { paging, setCurrentPage } = usePagingState('admAccess:manager');
  const [search, setSearch] = useState<Partial<TSearch>>(initial);
  const [detailUserId, setDetailUserId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const list = useManagerList({ ...search, currentPage: paging.currentPage });

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
    <section aria-labelledby="adm-manager-title">
      <h1 id="adm-manager-title" className="adm-page__title">
        {t('admAccess.manager.title')}
      </h1>
      <ManagerSearch
        initial={initial}
        onSearch={(next) => {
          setSearch(next);
          setCurrentPage(1);
        }}
      />
      <div className="adm-page__toolbar">
        <p>{t('admAccess.list.total', { count: list.data?.pagination.countItem ?? 0 })}</p>
        <Button type="primary" onClick={() => setCreating(true)}>
          {t('admAccess.manager.add')}
        </Button>
      </div>
      <PagedTable<TManagerListItem>
        rowKey="userId"
        columns={columns}
        page={list.data}
        loading={list.isFetching}
        emptyText={t('admAccess.list.empty')}
        onPageChange={setCurrentPage}
      />
      <ManagerDetailDrawer userId={detailUserId} onClose={() => setDetailUserId(null)} />
      {creating && <ManagerCreatePopup onClose={() => setCreating(false)} />}
    </section>
  );
}
