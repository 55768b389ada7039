import { formatSeoulDateTime, type TBmnexhlItem } from '@portal/contract';
import { Button, type TableColumnsType } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { Link, useNavigate } from 'react-router';
import { actionsColumn, AdminListPage, keywordSearchField, ynSearchField, YnTag } from '../../../components/admin/crud';
import { bmnexhlResource } from '../api/bmnexhl-resource';
import { useDeleteBmnexhl } from '../components/use-hall-mutations';
import { BASE } from './adm-mnexhl-common';
import '../adm-mnexhl.css';

/** spec §2 admin mnexhlMng: the big halls, searched by keyword and use flag, in their order. */
export function AdmBmnexhlListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onDelete = useDeleteBmnexhl();

  const columns: TableColumnsType<TBmnexhlItem> = [
    { title: t('admin.list.sortSeq'), dataIndex: 'sortSeq', width: 90 },
    {
      title: t('admMnexhl.bmnexhl.bmnexhlNm'),
      dataIndex: 'bmnexhlNm',
      render: (nm: string, item) => <Link to={`${BASE}/bmnexhlView/${item.bmnexhlId}`}>{nm}</Link>,
    },
    { title: t('admMnexhl.bmnexhl.location'), key: 'location', render: (_, item) => [item.flrNm, item.plcNm].filter(Boolean).join(' '), responsive: ['md'] },
    {
      title: t('admMnexhl.bmnexhl.smnexhlCnt'),
      dataIndex: 'smnexhlCnt',
      render: (count: number, item) => <Link to={`${BASE}/smnexhlList/${item.bmnexhlId}`}>{t('admMnexhl.bmnexhl.smnexhlCntValue', { count })}</Link>,
    },
    { title: t('admin.list.useYn'), dataIndex: 'useYn', render: (yn: string) => <YnTag value={yn} /> },
    { title: t('admin.list.updatedAt'), dataIndex: 'updatedAt', render: (at: string) => formatSeoulDateTime(at), responsive: ['lg'] },
    actionsColumn<TBmnexhlItem>(t, (item) => ({
      name: item.bmnexhlNm,
      onEdit: () => navigate(`${BASE}/bmnexhlUpdate/${item.bmnexhlId}`),
      onDelete: () => void onDelete(item),
    })),
  ];

  return (
    <AdminListPage<TBmnexhlItem>
      title={t('admMnexhl.bmnexhl.listTitle')}
      pagingKey="admMnexhl:bmnexhl"
      searchFields={[ynSearchField(t, { texts: { Y: t('admMnexhl.use.Y'), N: t('admMnexhl.use.N') } }), keywordSearchField(t)]}
      useList={bmnexhlResource.useList}
      columns={columns}
      rowKey="bmnexhlId"
      toolbar={
        <Button type="primary" onClick={() => navigate(`${BASE}/bmnexhlWrite`)}>
          {t('admMnexhl.bmnexhl.add')}
        </Button>
      }
    />
  );
}
