import { recordIdOf, type TSmnexhlItem } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link, useNavigate, useParams } from 'react-router';
import { YnTag } from '../../../components/admin/crud';
import { useBmnexhlDetail } from '../api/bmnexhl-resource';
import { smnexhlResource } from '../api/smnexhl-resource';
import { AtchFileSection } from '../components/atch-file-section';
import { HallDescriptions } from '../components/hall-descriptions';
import { useDeleteBmnexhl } from '../components/use-hall-mutations';
import { bmnexhlIntdcnPath } from '../mnexhl-paths';
import { AdmNotFound, BASE } from './adm-mnexhl-common';
import '../adm-mnexhl.css';

/** A big hall holds a handful of small halls: the view page shows them all (the list page pages them). */
const ALL_SMALL = 100;

/** spec §2 admin mnexhlMng bmnexhlView/:bmnexhlId: the big hall, its attachments and its small halls. */
export function AdmBmnexhlViewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const smallId = useId();
  const bmnexhlId = recordIdOf(useParams().bmnexhlId);
  const hall = useBmnexhlDetail(bmnexhlId);
  const smallQuery = { bmnexhlId, currentPage: 1, maxResults: ALL_SMALL };
  const smalls = useQuery({
    queryKey: smnexhlResource.keys.list(smallQuery),
    queryFn: ({ signal }) => smnexhlResource.getList(smallQuery, signal),
    enabled: bmnexhlId !== undefined,
  });
  const onDelete = useDeleteBmnexhl();

  if (bmnexhlId === undefined || hall.isError) return <AdmNotFound to={BASE} />;
  if (!hall.data) return <p role="status">{t('layout.loading')}</p>;
  const item = hall.data;

  const columns: TableColumnsType<TSmnexhlItem> = [
    { title: t('admMnexhl.smnexhl.smnexhlNo'), dataIndex: 'smnexhlNo', width: 80 },
    { title: t('admMnexhl.smnexhl.smnexhlNm'), dataIndex: 'smnexhlNm', render: (nm: string, s) => <Link to={`${BASE}/smnexhlView/${s.smnexhlId}`}>{nm}</Link> },
    {
      title: t('admMnexhl.smnexhl.dutyCrs'),
      dataIndex: 'dutyCrs',
      render: (tags: string[]) => tags.map((tag) => <Tag key={tag}>{tag}</Tag>),
      responsive: ['md'],
    },
    { title: t('admin.list.useYn'), dataIndex: 'useYn', render: (yn: string) => <YnTag value={yn} /> },
    {
      title: t('admin.list.actions'),
      key: 'actions',
      render: (_, s) => (
        <Link to={`${BASE}/smnexhlUpdate/${s.smnexhlId}`} aria-label={`${s.smnexhlNm} ${t('admin.list.edit')}`}>
          {t('admin.list.edit')}
        </Link>
      ),
    },
  ];

  return (
    <section className="adm-mnexhl">
      <h1 className="adm-page__title">
        {t('admMnexhl.bmnexhl.viewTitle')}: {item.bmnexhlNm}
      </h1>
      <HallDescriptions
        hall={item}
        items={[
          { key: 'bmnexhlNm', label: t('admMnexhl.bmnexhl.bmnexhlNm'), children: item.bmnexhlNm },
          { key: 'location', label: t('admMnexhl.bmnexhl.location'), children: [item.flrNm, item.plcNm].filter(Boolean).join(' ') },
          {
            key: 'bmnexhlExpln',
            label: t('admMnexhl.bmnexhl.bmnexhlExpln'),
            span: 'filled',
            children: <div className="adm-mnexhl__text">{item.bmnexhlExpln}</div>,
          },
        ]}
      />
      <AtchFileSection files={item.files} />
      <section aria-labelledby={smallId} className="adm-mnexhl__section">
        <div className="adm-page__toolbar">
          <h2 id={smallId} className="adm-mnexhl__section-title">
            {t('admMnexhl.smnexhl.sectionTitle')} ({item.smnexhlCnt})
          </h2>
          <Space>
            <Link to={`${BASE}/smnexhlList/${item.bmnexhlId}`}>{t('admMnexhl.smnexhl.manage')}</Link>
            <Button type="primary" onClick={() => navigate(`${BASE}/smnexhlWrite/${item.bmnexhlId}`)}>
              {t('admMnexhl.smnexhl.add')}
            </Button>
          </Space>
        </div>
        <Table<TSmnexhlItem>
          rowKey="smnexhlId"
          columns={columns}
          dataSource={smalls.data?.list ?? []}
          loading={smalls.isFetching}
          pagination={false}
          locale={{ emptyText: t('admin.list.empty') }}
        />
      </section>
      <Space className="adm-mnexhl__actions" wrap>
        <Button type="primary" onClick={() => navigate(`${BASE}/bmnexhlUpdate/${item.bmnexhlId}`)}>
          {t('admin.list.edit')}
        </Button>
        <Button danger onClick={() => void onDelete(item).then((deleted) => deleted && navigate(BASE, { replace: true }))}>
          {t('admin.list.delete')}
        </Button>
        <Button onClick={() => navigate(BASE)}>{t('admMnexhl.toList')}</Button>
        {item.useYn === 'Y' && (
          <Link to={bmnexhlIntdcnPath(item.bmnexhlId)} target="_blank" rel="noopener">
            {t('admMnexhl.publicView')}
          </Link>
        )}
      </Space>
    </section>
  );
}
