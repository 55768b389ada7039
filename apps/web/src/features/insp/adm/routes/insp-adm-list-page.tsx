import { formatSeoulDateTime, type TInspSttsCd } from '@portal/contract';
import { Alert, Button, type TableColumnsType } from 'antd';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { AdminTable } from '../../../../components/admin/admin-table';
import { useTranslation } from '../../../../lib/i18n';
import type { langDgnsClient } from '../api/insp-adm-client';
import { useInspAdmList } from '../api/insp-adm-queries';
import { InspSttsTag, LANG_DGNS_BASE } from '../components/insp-format';
import '../insp-adm-catalogue';
import '../insp-adm.css';

type TRow = Awaited<ReturnType<typeof langDgnsClient.list>>['list'][number];

/** spec §2 admin langDgns: the test bank, every test with its state, published version, draft and completions. */
export function InspAdmListPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const navigate = useNavigate();
  const list = useInspAdmList();
  const rows = list.data?.list ?? [];

  const columns: TableColumnsType<TRow> = [
    { title: t('admInsp.col.inspNm'), dataIndex: 'inspNm', render: (nm: string, row) => <Link to={`${LANG_DGNS_BASE}/${row.inspId}`}>{nm}</Link> },
    { title: t('admInsp.col.inspName'), dataIndex: 'inspName', responsive: ['md'] },
    { title: t('admInsp.col.sttsCd'), dataIndex: 'sttsCd', render: (stts: TInspSttsCd) => <InspSttsTag sttsCd={stts} /> },
    {
      title: t('admInsp.col.pubVerNo'),
      dataIndex: 'pubVerNo',
      render: (verNo: number | null) => (verNo === null ? t('admInsp.noVer') : t('admInsp.verNo', { verNo })),
    },
    { title: t('admInsp.col.hasDraft'), dataIndex: 'hasDraft', render: (draft: boolean) => t(draft ? 'admInsp.draftYes' : 'admInsp.draftNo') },
    { title: t('admInsp.col.cmplCnt'), dataIndex: 'cmplCnt', render: (count: number) => count.toLocaleString('ko-KR') },
    { title: t('admin.list.sortSeq'), dataIndex: 'sortSeq', responsive: ['lg'] },
    { title: t('admInsp.col.updtDt'), dataIndex: 'updtDt', render: (at: string) => formatSeoulDateTime(at), responsive: ['lg'] },
    {
      title: t('admin.list.actions'),
      key: 'actions',
      render: (_, row) => (
        <Button size="small" onClick={() => navigate(`${LANG_DGNS_BASE}/${row.inspId}`)} aria-label={t('admInsp.editLabel', { name: row.inspNm })}>
          {t('admin.list.edit')}
        </Button>
      ),
    },
  ];

  return (
    <section aria-labelledby={titleId}>
      <h1 id={titleId} className="adm-page__title">
        {t('admInsp.title')}
      </h1>
      <Alert className="adm-page__notice" type="info" showIcon description={t('admInsp.notice')} />
      <div className="adm-page__toolbar">
        <p>{t('admin.list.total', { count: rows.length })}</p>
        <Button type="primary" onClick={() => navigate(`${LANG_DGNS_BASE}/write`)}>
          {t('admInsp.add')}
        </Button>
      </div>
      <AdminTable<TRow>
        caption={<span className="sr-only">{t('admInsp.listCaption')}</span>}
        rowKey="inspId"
        columns={columns}
        dataSource={rows}
        loading={list.isFetching}
        emptyText={t('admin.list.empty')}
      />
    </section>
  );
}
