import { FUSN_RSVT_STTS_NM, type TFusnRsvtItem, type TFusnRsvtMngListQueryInput } from '@portal/contract';
import { Alert, Button, Space, type TableColumnsType } from 'antd';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ACTIONS_KEY } from '../../../../components/admin/admin-table';
import { AdminListSearch, keywordSearchField, type TSearchField } from '../../../../components/admin/crud';
import { PagedTable } from '../../../../components/admin/paged-table';
import { usePagingState } from '../../../../lib/paging';
import { ExcelExport } from '../../../../components/admin/excel-export';
import { showAlert, showConfirm } from '../../../../components/modal/modal-store';
import { codeOptions } from '../../../../lib/code-options';
import { useTranslation } from '../../../../lib/i18n';
import { exportRsvts, useConfirmRsvt, useRsvtList } from '../api/actv-mng';
import { usePrgrmList } from '../api/prgrm-mng';
import { dtText, sesnText } from '../components/fusn-adm-format';
import { RsvtSttsTag } from '../components/rsvt-format';
import '../fusn-adm-catalogue';
import '../fusn-adm.css';

/** The filters a session's link brings (prgrmEstbl's session table): one program, one day. */
function useLinkedFilter() {
  const [params, setParams] = useSearchParams();
  const linked: Partial<TFusnRsvtMngListQueryInput> = {};
  for (const name of ['prgrmId', 'bgngYmd', 'endYmd'] as const) {
    const value = params.get(name);
    if (value) linked[name] = value;
  }
  return { linked, clear: () => setParams({}, { replace: true }) };
}

/** admin grpActvMng: every school's reservations, by program, session day, state (incl. 마감/확정 views) and school; confirm; Excel. */
export function GrpActvListPage() {
  const { t } = useTranslation();
  const prgrms = usePrgrmList({ prgrmSeCd: 'GRP', currentPage: 1, maxResults: 100 });
  const confirm = useConfirmRsvt();
  const { linked, clear } = useLinkedFilter();
  const titleId = useId();
  const { paging, setCurrentPage } = usePagingState('admFusnRsvt');
  const [search, setSearch] = useState<Partial<TFusnRsvtMngListQueryInput>>({});
  const filter = { ...linked, ...search };
  const list = useRsvtList({ ...filter, currentPage: paging.currentPage });
  const onConfirm = async (rsvt: TFusnRsvtItem) => {
    if (!(await showConfirm(t('admFusn.rsvt.confirmQuestion', { schlNm: rsvt.schlNm, sesn: sesnText(rsvt) })))) return;
    await confirm.mutateAsync(rsvt.schlRsvtId).then(
      () => showAlert(t('admFusn.rsvt.confirmed')),
      () => undefined,
    );
  };
  const searchFields: TSearchField[] = [
    {
      name: 'prgrmId',
      label: t('admFusn.rsvt.prgrm'),
      type: 'select',
      minWidth: 200,
      options: (prgrms.data?.list ?? []).map((p) => ({ value: String(p.prgrmId), label: p.prgrmNm })),
    },
    { name: 'period', label: t('admFusn.rsvt.period'), type: 'dateRange', names: ['bgngYmd', 'endYmd'] },
    { name: 'sttsView', label: t('admFusn.rsvt.sttsView'), type: 'select', options: codeOptions(FUSN_RSVT_STTS_NM) },
    keywordSearchField(t, { label: t('admFusn.rsvt.schlNm'), maxLength: 100 }),
  ];
  const columns: TableColumnsType<TFusnRsvtItem> = [
    { title: t('admFusn.rsvt.sesn'), key: 'sesn', render: (_, r) => <Link to={`/admin/grpActvMng/${r.schlRsvtId}`}>{sesnText(r)}</Link> },
    { title: t('admFusn.rsvt.prgrm'), dataIndex: 'prgrmNm' },
    { title: t('admFusn.rsvt.schlNm'), dataIndex: 'schlNm' },
    { title: t('admFusn.rsvt.rsvtUserNm'), dataIndex: 'rsvtUserNm', responsive: ['lg'] },
    { title: t('admFusn.rsvt.stdnt'), key: 'cnt', render: (_, r) => t('admFusn.rsvt.cntText', { aply: r.aplyCnt, total: r.stdntCnt }) },
    { title: t('admFusn.rsvt.ddlnDt'), dataIndex: 'ddlnDt', render: (at: string) => dtText(at), responsive: ['lg'] },
    { title: t('admFusn.rsvt.sttsView'), dataIndex: 'sttsView', render: (v: TFusnRsvtItem['sttsView']) => <RsvtSttsTag sttsView={v} /> },
    {
      title: t('admin.list.actions'),
      key: ACTIONS_KEY,
      render: (_, r) => {
        const name = `${r.schlNm} ${sesnText(r)}`;
        return (
          <Space>
            {r.sttsCd === 'APLY' && r.sttsView !== 'CMPL' && r.sttsView !== 'CNCL' && (
              <Button size="small" type="primary" onClick={() => void onConfirm(r)} aria-label={`${name} ${t('admFusn.rsvt.confirm')}`}>
                {t('admFusn.rsvt.confirm')}
              </Button>
            )}
            <Link to={`/admin/grpActvMng/${r.schlRsvtId}`} aria-label={`${name} ${t('admFusn.rsvt.detail')}`}>
              {t('admFusn.rsvt.detail')}
            </Link>
          </Space>
        );
      },
    },
  ];
  return (
    <section className="adm-fusn" aria-labelledby={titleId}>
      <h1 id={titleId} className="adm-page__title">
        {t('admFusn.rsvt.title')}
      </h1>
      {Object.keys(linked).length > 0 && (
        <Alert
          className="adm-page__notice"
          type="info"
          showIcon
          title={t('admFusn.rsvt.linked', { from: linked.bgngYmd ?? '', to: linked.endYmd ?? '' })}
          action={
            <Button size="small" onClick={clear}>
              {t('admFusn.rsvt.linkedClear')}
            </Button>
          }
        />
      )}
      <AdminListSearch
        fields={searchFields}
        onSearch={setSearch}
        setCurrentPage={setCurrentPage}
        total={list.data?.pagination.countItem}
        toolbar={<ExcelExport what={t('admFusn.rsvt.excelWhat')} onExport={(reason) => exportRsvts({ ...filter, reason })} />}
      />
      <PagedTable<TFusnRsvtItem>
        rowKey="schlRsvtId"
        columns={columns}
        page={list.data}
        loading={list.isFetching}
        emptyText={t('admin.list.empty')}
        onPageChange={setCurrentPage}
      />
    </section>
  );
}
