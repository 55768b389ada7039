import { schlYrOf, type TClsMngListResponse } from '@portal/contract';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { PagedTable } from '../../../../components/admin/paged-table';
import { AdminSearchForm, keywordSearchField } from '../../../../components/admin/crud';
import { type TFunction, useTranslation } from '../../../../lib/i18n';
import { usePagingState } from '../../../../lib/paging';
import { useClassesMng } from '../api/cls-mng-queries';

type TClsRow = TClsMngListResponse['list'][number];

/** The school years offered: next year (classes made ahead by a promotion) and five years back. */
const YEARS_BACK = 5;
const yearOptions = (t: TFunction, current: number) =>
  Array.from({ length: YEARS_BACK + 2 }, (_, i) => current + 1 - i).map((yr) => ({ value: String(yr), label: t('admCls.yearValue', { yr }) }));

/** The classes of the schools: by school year (the current one first) and school name; counts only, never students' names. */
export function ClassesPanel() {
  const { t } = useTranslation();
  const [current] = useState(() => schlYrOf());
  const initial = { schlYr: String(current) };
  const { paging, setCurrentPage } = usePagingState('admCls:classes');
  const [search, setSearch] = useState<Record<string, string | undefined>>(initial);
  const list = useClassesMng({ ...search, currentPage: paging.currentPage });

  const columns: TableColumnsType<TClsRow> = [
    { title: t('admCls.col.schlNm'), dataIndex: 'schlNm' },
    { title: t('admCls.col.schlYr'), dataIndex: 'schlYr', render: (yr: number) => t('admCls.yearValue', { yr }), responsive: ['md'] },
    { title: t('admCls.col.grd'), dataIndex: 'grd', render: (grd: number) => t('admCls.grdValue', { grd }) },
    { title: t('admCls.col.clsNo'), dataIndex: 'clsNo', render: (no: number) => t('admCls.clsNoValue', { no }) },
    { title: t('admCls.col.hmrmTchrNm'), dataIndex: 'hmrmTchrNm', render: (nm: string | null) => nm ?? t('admCls.none') },
    { title: t('admCls.col.stdntCnt'), dataIndex: 'stdntCnt', render: (cnt: number) => t('admCls.personValue', { cnt }) },
    { title: t('admCls.col.pndgCnt'), dataIndex: 'pndgCnt', render: (cnt: number) => t('admCls.personValue', { cnt }) },
  ];

  return (
    <>
      <AdminSearchForm
        name="admClsClasses"
        fields={[
          { name: 'schlYr', label: t('admCls.col.schlYr'), type: 'select', all: false, defaultValue: String(current), options: yearOptions(t, current) },
          keywordSearchField(t, { label: t('admCls.col.schlNm') }),
        ]}
        initial={initial}
        onSearch={(next) => {
          setSearch(next);
          setCurrentPage(1);
        }}
      />
      <div className="adm-page__toolbar">
        <p>{t('admin.list.total', { count: list.data?.pagination.countItem ?? 0 })}</p>
      </div>
      <PagedTable<TClsRow>
        caption={<span className="sr-only">{t('admCls.classesCaption')}</span>}
        rowKey="clsId"
        columns={columns}
        page={list.data}
        loading={list.isFetching}
        emptyText={t('admCls.classesEmpty')}
        onPageChange={setCurrentPage}
      />
    </>
  );
}
