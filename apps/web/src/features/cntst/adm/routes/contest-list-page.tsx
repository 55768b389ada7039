import { formatSeoulDateTime, type TCntstPhaseCd } from '@portal/contract';
import { Button, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import { actionsColumn, AdminListPage, keywordSearchField, useConfirmDelete } from '../../../../components/admin/crud';
import { useTranslation } from '../../../../lib/i18n';
import { contestResource, type TContestRow } from '../api/contest-resource';
import { CONTEST_BASE, PhaseTag, periodText } from '../components/cntst-adm-format';
import '../cntst-adm-catalogue';
import '../cntst-adm.css';

/** spec §2 admin contest: the contests with their phase, periods and entries; each opens its form or its entries and judging. */
export function ContestListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onDelete = useConfirmDelete(contestResource.useDelete());

  const columns: TableColumnsType<TContestRow> = [
    { title: t('admCntst.col.cntstTtl'), dataIndex: 'cntstTtl', render: (ttl: string, row) => <Link to={`${CONTEST_BASE}/${row.cntstId}`}>{ttl}</Link> },
    { title: t('admCntst.col.phase'), dataIndex: 'phase', render: (phase: TCntstPhaseCd) => <PhaseTag phase={phase} /> },
    { title: t('admCntst.col.aplyPeriod'), key: 'aply', render: (_, row) => periodText(row.aplyBgngDt, row.aplyEndDt), responsive: ['lg'] },
    { title: t('admCntst.col.jdgPeriod'), key: 'jdg', render: (_, row) => periodText(row.jdgBgngDt, row.jdgEndDt), responsive: ['xl'] },
    { title: t('admCntst.col.annDt'), dataIndex: 'annDt', render: (at: string) => formatSeoulDateTime(at), responsive: ['md'] },
    {
      title: t('admCntst.col.entryCnt'),
      dataIndex: 'entryCnt',
      render: (count: number, row) => (
        <Link to={`${CONTEST_BASE}/${row.cntstId}/entries`} aria-label={t('admCntst.entriesLink', { name: row.cntstTtl, count })}>
          {t('admCntst.count', { count })}
        </Link>
      ),
    },
    actionsColumn<TContestRow>(t, (row) => ({
      name: row.cntstTtl,
      onEdit: () => navigate(`${CONTEST_BASE}/${row.cntstId}`),
      onDelete: () => void onDelete(row.cntstId, row.cntstTtl),
      children: (
        <Button size="small" onClick={() => navigate(`${CONTEST_BASE}/${row.cntstId}/entries`)} aria-label={t('admCntst.judgingLabel', { name: row.cntstTtl })}>
          {t('admCntst.judging')}
        </Button>
      ),
    })),
  ];

  return (
    <AdminListPage<TContestRow>
      title={t('admCntst.title')}
      pagingKey="admCntst"
      searchFields={[keywordSearchField(t)]}
      useList={contestResource.useList}
      columns={columns}
      rowKey="cntstId"
      toolbar={
        <Button type="primary" onClick={() => navigate(`${CONTEST_BASE}/write`)}>
          {t('admCntst.add')}
        </Button>
      }
    />
  );
}
