import { CNTST_ENTRY_STTS, formatSeoulDateTime, type TCntstEntryMngItem, type TCntstEntryMngQuery, type TCntstItem } from '@portal/contract';
import { type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { AdminSearchForm, keywordSearchField, type TSearchField } from '../../../../components/admin/crud';
import { ExcelExport } from '../../../../components/admin/excel-export';
import { PagedTable } from '../../../../components/admin/paged-table';
import { codeOptions } from '../../../../lib/code-options';
import { useTranslation } from '../../../../lib/i18n';
import { usePagingState } from '../../../../lib/paging';
import { exportEntries, useContestEntries } from '../api/contest-queries';

type TSearch = Pick<TCntstEntryMngQuery, 'sttsCd' | 'searchCnd' | 'searchWrd'>;

/** The entries of a contest with their entrants (administrators see the names), searched, paged and exported with a reason. */
export function EntriesPanel({ cntst }: { cntst: TCntstItem }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState<Partial<TSearch>>({});
  const { paging, setCurrentPage } = usePagingState(`admCntstEntry${cntst.cntstId}`);
  const entries = useContestEntries(cntst.cntstId, { ...search, currentPage: paging.currentPage });

  const searchFields: TSearchField[] = [
    { name: 'sttsCd', label: t('admCntst.entry.sttsCd'), type: 'select', options: codeOptions(CNTST_ENTRY_STTS) },
    {
      name: 'searchCnd',
      label: t('admCntst.entry.searchCnd'),
      type: 'select',
      all: false,
      defaultValue: 'entryTtl',
      options: [
        { value: 'entryTtl', label: t('admCntst.entry.entryTtl') },
        { value: 'userNm', label: t('admCntst.entry.userNm') },
        { value: 'schlNm', label: t('admCntst.entry.schlNm') },
      ],
    },
    keywordSearchField(t),
  ];

  const columns: TableColumnsType<TCntstEntryMngItem> = [
    { title: t('admCntst.entry.entryTtl'), dataIndex: 'entryTtl' },
    { title: t('admCntst.entry.userNm'), dataIndex: 'userNm', render: (nm: string, row) => (row.teamNm ? `${nm} (${row.teamNm})` : nm) },
    { title: t('admCntst.entry.schlNm'), dataIndex: 'schlNm', render: (nm: string | null) => nm ?? '-', responsive: ['md'] },
    {
      title: t('admCntst.entry.sttsCd'),
      dataIndex: 'sttsCd',
      render: (stts: keyof typeof CNTST_ENTRY_STTS) => <Tag color={stts === 'SUBMIT' ? 'blue' : 'default'}>{CNTST_ENTRY_STTS[stts]}</Tag>,
    },
    { title: t('admCntst.entry.fileCnt'), dataIndex: 'fileCnt', responsive: ['lg'] },
    { title: t('admCntst.entry.prizeNm'), dataIndex: 'prizeNm', render: (nm: string | null) => nm ?? '-' },
    { title: t('admCntst.entry.regDt'), dataIndex: 'regDt', render: (at: string) => formatSeoulDateTime(at), responsive: ['lg'] },
  ];

  return (
    <section className="adm-cntst__panel" aria-labelledby="adm-cntst-entries">
      <h2 id="adm-cntst-entries" className="adm-cntst__h2">
        {t('admCntst.tab.entries')}
      </h2>
      <AdminSearchForm
        name="cntstEntries"
        fields={searchFields}
        onSearch={(next) => {
          setSearch(next as Partial<TSearch>);
          setCurrentPage(1);
        }}
      />
      <div className="adm-page__toolbar">
        <p>{t('admin.list.total', { count: entries.data?.pagination.countItem ?? 0 })}</p>
        <ExcelExport what={t('admCntst.entry.exportWhat')} onExport={(reason) => exportEntries(cntst.cntstId, cntst.cntstTtl, { ...search, reason })} />
      </div>
      <PagedTable<TCntstEntryMngItem>
        caption={<span className="sr-only">{t('admCntst.entry.caption')}</span>}
        rowKey="entryId"
        columns={columns}
        page={entries.data}
        loading={entries.isFetching}
        emptyText={t('admCntst.entry.empty')}
        onPageChange={setCurrentPage}
      />
    </section>
  );
}
