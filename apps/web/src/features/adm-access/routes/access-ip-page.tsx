import { ACCESS_IP_TYPE, formatSeoulDateTime, type TAccessIpItem, type TAccessIpListQuery } from '@portal/contract';
import { Alert, Button, Form, Input, Select, Space, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '../../../components/admin/paged-table';
import { showAlert, showConfirm } from '../../../components/modal/modal-store';
import { usePagingState } from '../../../lib/paging';
import { useDeleteAccessIp } from '../api/delete-access-ip';
import { useAccessIpList } from '../api/get-access-ip-list';
import { codeLabel, codeOptions, compact } from '../../../lib/code-options';
import { AccessIpFormPopup } from '../components/access-ip-form-popup';
import '../adm-access.css';

type TSearch = Pick<TAccessIpListQuery, 'ipTypeCd' | 'useYn' | 'searchWrd'>;

function AccessIpSearch({ onSearch }: { onSearch: (search: Partial<TSearch>) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TSearch>();
  const all = t('admAccess.list.all');
  return (
    <Form form={form} layout="inline" className="adm-page__search" initialValues={{ ipTypeCd: '', useYn: '' }} onFinish={(v) => onSearch(compact(v))}>
      <Form.Item name="ipTypeCd" label={t('admAccess.accessIp.ipTypeCd')}>
        <Select options={codeOptions(ACCESS_IP_TYPE, all)} style={{ minWidth: 120 }} />
      </Form.Item>
      <Form.Item name="useYn" label={t('admAccess.accessIp.useYn')}>
        <Select options={codeOptions({ Y: t('admAccess.list.yes'), N: t('admAccess.list.no') }, all)} style={{ minWidth: 90 }} />
      </Form.Item>
      <Form.Item name="searchWrd" label={t('admAccess.list.keyword')}>
        <Input maxLength={50} allowClear />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('admAccess.list.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
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
 * spec §2 admin accessIp (SECURITY 14): the allow-list of the admin realm, for SUPER administrators.
 * The caller's own address is shown, since a change that would exclude it is refused.
 */
export function AccessIpPage() {
  const { t } = useTranslation();
  const { paging, setCurrentPage } = usePagingState('admAccess:accessIp');
  const [search, setSearch] = useState<Partial<TSearch>>({});
  const [editing, setEditing] = useState<TAccessIpItem | 'new' | null>(null);
  const list = useAccessIpList({ ...search, currentPage: paging.currentPage });
  const remove = useDeleteAccessIp();

  async function onDelete(entry: TAccessIpItem) {
    if (!(await showConfirm(t('admAccess.accessIp.confirmDelete', { ipAddr: entry.ipAddr })))) return;
    await remove.mutateAsync(entry.accessIpId).then(
      () => showAlert(t('common.result.deleted')),
      () => undefined, // the refusal was shown by the API client
    );
  }

  const columns: TableColumnsType<TAccessIpItem> = [
    { title: t('admAccess.accessIp.ipTypeCd'), dataIndex: 'ipTypeCd', render: (code: string) => codeLabel(ACCESS_IP_TYPE, code) },
    { title: t('admAccess.accessIp.ipAddr'), dataIndex: 'ipAddr', render: (ip: string) => <code>{ip}</code> },
    { title: t('admAccess.accessIp.ipExpln'), dataIndex: 'ipExpln', responsive: ['md'] },
    {
      title: t('admAccess.accessIp.useYn'),
      dataIndex: 'useYn',
      render: (yn: string) => <Tag color={yn === 'Y' ? 'blue' : 'default'}>{t(yn === 'Y' ? 'admAccess.list.yes' : 'admAccess.list.no')}</Tag>,
    },
    { title: t('admAccess.accessIp.updatedBy'), dataIndex: 'updatedBy', responsive: ['lg'] },
    { title: t('admAccess.accessIp.updatedAt'), dataIndex: 'updatedAt', render: (at: string) => formatSeoulDateTime(at), responsive: ['lg'] },
    {
      title: t('admAccess.list.actions'),
      key: 'actions',
      render: (_, entry) => (
        <Space>
          <Button size="small" onClick={() => setEditing(entry)} aria-label={`${entry.ipAddr} ${t('admAccess.list.edit')}`}>
            {t('admAccess.list.edit')}
          </Button>
          <Button size="small" danger onClick={() => void onDelete(entry)} aria-label={`${entry.ipAddr} ${t('admAccess.list.delete')}`}>
            {t('admAccess.list.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <section aria-labelledby="adm-access-ip-title">
      <h1 id="adm-access-ip-title" className="adm-page__title">
        {t('admAccess.accessIp.title')}
      </h1>
      <Alert
        className="adm-page__notice"
        type="info"
        showIcon
        title={list.data ? t('admAccess.accessIp.clientIp', { ip: list.data.clientIp }) : undefined}
        description={t('admAccess.accessIp.rules')}
      />
      <AccessIpSearch
        onSearch={(next) => {
          setSearch(next);
          setCurrentPage(1);
        }}
      />
      <div className="adm-page__toolbar">
        <p>{t('admAccess.list.total', { count: list.data?.pagination.countItem ?? 0 })}</p>
        <Button type="primary" onClick={() => setEditing('new')}>
          {t('admAccess.accessIp.add')}
        </Button>
      </div>
      <PagedTable<TAccessIpItem>
        rowKey="accessIpId"
        columns={columns}
        page={list.data}
        loading={list.isFetching}
        emptyText={t('admAccess.list.empty')}
        onPageChange={setCurrentPage}
      />
      {editing && <AccessIpFormPopup entry={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
