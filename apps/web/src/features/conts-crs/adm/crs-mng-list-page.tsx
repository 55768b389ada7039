import { CONTS_SCHL_LVLS, CONTS_STTS, formatSeoulDateTime, type TCrsMngItem } from '@portal/contract';
import { Button, type TableColumnsType, Tag } from 'antd';
import { Link, useNavigate } from 'react-router';
import { actionsColumn, AdminListPage, keywordSearchField, useConfirmDelete } from '../../../components/admin/crud';
import { codeLabel, codeOptions } from '../../../lib/code-options';
import { useTranslation } from '../../../lib/i18n';
import { useCrsMngList, useRemoveCrs } from '../api/conts-crs-queries';
import '../conts-crs-adm-catalogue';

const useList = (query: Record<string, unknown> & { currentPage: number }) =>
  useCrsMngList({
    currentPage: query.currentPage,
    maxResults: 10,
    q: typeof query.searchWrd === 'string' && query.searchWrd ? query.searchWrd : undefined,
    sttsCd: typeof query.sttsCd === 'string' && query.sttsCd in CONTS_STTS ? (query.sttsCd as TCrsMngItem['sttsCd']) : undefined,
  });

/**
 * Admin contentClasses (수업, issue 20): classes by title and state; a row opens the class's form or is
 * deleted after the question (the server refuses a published class and one assigned to a school class).
 */
export function CrsMngListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onDelete = useConfirmDelete(useRemoveCrs());
  const columns: TableColumnsType<TCrsMngItem> = [
    { title: t('admContsCrs.crsTtl'), dataIndex: 'crsTtl', render: (ttl: string, row) => <Link to={`/admin/contentClasses/view/${row.crsId}`}>{ttl}</Link> },
    { title: t('admContsCrs.sesnCnt'), dataIndex: 'sesnCnt', responsive: ['md'] },
    {
      title: t('admContsCrs.schlLvls'),
      dataIndex: 'schlLvls',
      responsive: ['lg'],
      render: (codes: string[]) => codes.map((code) => codeLabel(CONTS_SCHL_LVLS, code)).join(', '),
    },
    { title: t('admContsCrs.sttsCd'), dataIndex: 'sttsCd', render: (cd: TCrsMngItem['sttsCd']) => <Tag>{CONTS_STTS[cd]}</Tag> },
    { title: t('admContsCrs.pblcDt'), dataIndex: 'pblcDt', responsive: ['md'], render: (at: string | null) => (at ? formatSeoulDateTime(at) : '') },
    { title: t('admin.list.updatedAt'), dataIndex: 'updatedAt', responsive: ['lg'], render: (at: string) => formatSeoulDateTime(at) },
    actionsColumn(t, (row) => ({
      name: row.crsTtl,
      onEdit: () => navigate(`/admin/contentClasses/view/${row.crsId}`),
      onDelete: () => void onDelete(row.crsId, row.crsTtl),
    })),
  ];
  return (
    <AdminListPage<TCrsMngItem>
      title={t('admContsCrs.title')}
      pagingKey="admContsCrs"
      searchFields={[
        { name: 'sttsCd', label: t('admContsCrs.sttsCd'), type: 'select', options: codeOptions(CONTS_STTS) },
        keywordSearchField(t, { label: t('admContsCrs.crsTtl'), maxLength: 50 }),
      ]}
      useList={useList}
      columns={columns}
      rowKey="crsId"
      notice={<p>{t('admContsCrs.help')}</p>}
      toolbar={
        <Button type="primary" onClick={() => navigate('/admin/contentClasses/write')}>
          {t('admContsCrs.add')}
        </Button>
      }
    />
  );
}
