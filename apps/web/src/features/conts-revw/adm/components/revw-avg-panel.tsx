import { REVW_TRGT_SE_LABELS, type TRevwAvgItem, type TRevwAvgQuery } from '@portal/contract';
import { Alert, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { AdminSearchForm, keywordSearchField, type TSearchField } from '../../../../components/admin/crud';
import { PagedTable } from '../../../../components/admin/paged-table';
import { codeOptions } from '../../../../lib/code-options';
import { useTranslation } from '../../../../lib/i18n';
import { useRevwAvgList } from '../api/revw-mng';

/** 평균 평점: per target, the average of its visible reviews and how many are shown and hidden. */
export function RevwAvgPanel() {
  const { t } = useTranslation();
  const [search, setSearch] = useState<Partial<TRevwAvgQuery>>({});
  const [currentPage, setCurrentPage] = useState(1);
  const list = useRevwAvgList({ ...search, currentPage });
  const trgtSe = REVW_TRGT_SE_LABELS;
  const searchFields: TSearchField[] = [
    { name: 'trgtSeCd', label: t('admRevw.trgtSeCd'), type: 'select', options: codeOptions(trgtSe) },
    keywordSearchField(t, { label: t('admRevw.trgtTtl'), maxLength: 100 }),
  ];
  const columns: TableColumnsType<TRevwAvgItem> = [
    { title: t('admRevw.trgtSeCd'), dataIndex: 'trgtSeCd', render: (code: TRevwAvgItem['trgtSeCd']) => <Tag>{trgtSe[code]}</Tag> },
    { title: t('admRevw.trgtTtl'), dataIndex: 'trgtTtl' },
    {
      title: t('admRevw.avgRtng'),
      dataIndex: 'avgRtng',
      render: (avg: number, r) => (r.revwCnt === 0 ? '-' : t('admRevw.avgText', { avg: avg.toFixed(1) })),
    },
    { title: t('admRevw.revwCnt'), dataIndex: 'revwCnt', render: (count: number) => t('admRevw.cnt', { count }) },
    { title: t('admRevw.hiddenCnt'), dataIndex: 'hiddenCnt', render: (count: number) => t('admRevw.cnt', { count }) },
  ];
  return (
    <>
      <Alert className="adm-page__notice" type="info" showIcon title={t('admRevw.avgHelp')} />
      <AdminSearchForm
        name="revwAvgSearch"
        fields={searchFields}
        onSearch={(next) => {
          setSearch(next);
          setCurrentPage(1);
        }}
      />
      <PagedTable<TRevwAvgItem>
        rowKey={(r) => `${r.trgtSeCd}-${r.trgtId}`}
        caption={<span className="sr-only">{t('admRevw.avgCaption')}</span>}
        columns={columns}
        page={list.data}
        loading={list.isFetching}
        emptyText={t('admin.list.empty')}
        onPageChange={setCurrentPage}
      />
    </>
  );
}
