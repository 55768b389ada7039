import { formatSeoulDateTime, recordIdOf, type TSmnexhlItem, type TSmnexhlListQuery } from '@portal/contract';
import { Button, Space, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { Link, useNavigate, useParams } from 'react-router';
import { actionsColumn, AdminListPage, keywordSearchField, ynSearchField, YnTag } from '../../../components/admin/crud';
import { useBmnexhlDetail } from '../api/bmnexhl-resource';
import { smnexhlResource } from '../api/smnexhl-resource';
import { useDeleteSmnexhl } from '../components/use-hall-mutations';
import { AdmNotFound, BASE } from './adm-mnexhl-common';
import '../adm-mnexhl.css';

/** spec §2 admin mnexhlMng smnexhlList/:bmnexhlId: the small halls of one big hall, searched and paged. */
export function AdmSmnexhlListPage() {
  const bmnexhlId = recordIdOf(useParams().bmnexhlId);
  const hall = useBmnexhlDetail(bmnexhlId);
  if (bmnexhlId === undefined || hall.isError) return <AdmNotFound to={BASE} />;
  return <SmnexhlList bmnexhlId={bmnexhlId} bmnexhlNm={hall.data?.bmnexhlNm ?? ''} />;
}

function SmnexhlList({ bmnexhlId, bmnexhlNm }: { bmnexhlId: number; bmnexhlNm: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onDelete = useDeleteSmnexhl();
  const useList = (query: Partial<TSmnexhlListQuery>) => smnexhlResource.useList({ ...query, bmnexhlId });

  const columns: TableColumnsType<TSmnexhlItem> = [
    { title: t('admMnexhl.smnexhl.smnexhlNo'), dataIndex: 'smnexhlNo', width: 80 },
    { title: t('admin.list.sortSeq'), dataIndex: 'sortSeq', width: 90, responsive: ['md'] },
    { title: t('admMnexhl.smnexhl.smnexhlNm'), dataIndex: 'smnexhlNm', render: (nm: string, s) => <Link to={`${BASE}/smnexhlView/${s.smnexhlId}`}>{nm}</Link> },
    {
      title: t('admMnexhl.smnexhl.dutyCrs'),
      dataIndex: 'dutyCrs',
      render: (tags: string[]) => tags.map((tag) => <Tag key={tag}>{tag}</Tag>),
      responsive: ['md'],
    },
    { title: t('admin.list.useYn'), dataIndex: 'useYn', render: (yn: string) => <YnTag value={yn} /> },
    { title: t('admin.list.updatedAt'), dataIndex: 'updatedAt', render: (at: string) => formatSeoulDateTime(at), responsive: ['lg'] },
    actionsColumn<TSmnexhlItem>(t, (s) => ({
      name: s.smnexhlNm,
      onEdit: () => navigate(`${BASE}/smnexhlUpdate/${s.smnexhlId}`),
      onDelete: () => void onDelete(s),
    })),
  ];

  return (
    <AdminListPage<TSmnexhlItem>
      title={t('admMnexhl.smnexhl.listTitle', { name: bmnexhlNm })}
      pagingKey={`admMnexhl:smnexhl:${bmnexhlId}`}
      searchFields={[ynSearchField(t, { texts: { Y: t('admMnexhl.use.Y'), N: t('admMnexhl.use.N') } }), keywordSearchField(t)]}
      useList={useList}
      columns={columns}
      rowKey="smnexhlId"
      toolbar={
        <Space wrap>
          <Link to={`${BASE}/bmnexhlView/${bmnexhlId}`}>{t('admMnexhl.smnexhl.toBmnexhl')}</Link>
          <Button type="primary" onClick={() => navigate(`${BASE}/smnexhlWrite/${bmnexhlId}`)}>
            {t('admMnexhl.smnexhl.add')}
          </Button>
        </Space>
      }
    />
  );
}
