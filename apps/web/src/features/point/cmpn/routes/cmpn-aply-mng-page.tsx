import { CMPN_APLY_STTS, CMPN_LIMITS, formatSeoulDateTime, type TCmpnAplyMngItem, type TCmpnAplySttsCd } from '@portal/contract';
import { Button, Space, type TableColumnsType } from 'antd';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AdminListSearch, keywordSearchField, type TSearchField } from '../../../../components/admin/crud';
import { ExcelExport } from '../../../../components/admin/excel-export';
import { PagedTable } from '../../../../components/admin/paged-table';
import { showAlert, showConfirm } from '../../../../components/modal/modal-store';
import { codeOptions, compact } from '../../../../lib/code-options';
import { useTranslation } from '../../../../lib/i18n';
import { usePagingState } from '../../../../lib/paging';
import { cmpnMngResource, exportAplys, useAplyMngList, useApproveAplys, useRejectAplys } from '../api/cmpn-mng';
import { CmpnAplyDetailPopup } from '../components/cmpn-aply-detail-popup';
import { CmpnAplySttsTag } from '../components/cmpn-aply-stts';
import { CmpnRejectPopup } from '../components/cmpn-reject-popup';
import '../cmpn-catalogue';
import '../adm-cmpn.css';

type TSearch = Record<string, string | undefined>;

/**
 * Admin cmpnPointMng/aply: the campaigns' applications, searched by campaign, status and the
 * student (name, id, school); the proof in a popup; approving or rejecting the chosen ones (up to
 * 100 at once, rejection with a reason). Approval credits each once, whatever is clicked twice.
 */
export function CmpnAplyMngPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const [params] = useSearchParams();
  const [initialSearch] = useState<TSearch>(() => compact({ cmpnId: params.get('cmpnId') ?? undefined }));
  const [search, setSearch] = useState<TSearch>(initialSearch);
  const { paging, setCurrentPage } = usePagingState('admCmpnAply');
  const list = useAplyMngList({ ...search, currentPage: paging.currentPage });
  const cmpns = cmpnMngResource.useList({ currentPage: 1, maxResults: 100 });
  const approve = useApproveAplys();
  const reject = useRejectAplys();
  const [selected, setSelected] = useState<number[]>([]);
  const [viewing, setViewing] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<number[] | null>(null);

  const goToPage = (page: number) => {
    setSelected([]);
    setCurrentPage(page);
  };

  async function runApprove(aplyIds: number[]) {
    if (aplyIds.length === 0) return void showAlert(t('common.selectItem'));
    if (aplyIds.length > CMPN_LIMITS.batch) return void showAlert(t('admCmpnAply.tooMany', { max: CMPN_LIMITS.batch }));
    if (!(await showConfirm(t('admCmpnAply.confirmApprove', { count: aplyIds.length })))) return;
    let procCnt: number;
    try {
      procCnt = (await approve.mutateAsync(aplyIds)).procCnt;
    } catch {
      return; // the API client has shown the server's message
    }
    setSelected([]);
    setViewing(null);
    await showAlert(t('admCmpnAply.processed', { count: procCnt }));
  }

  function askReject(aplyIds: number[]) {
    if (aplyIds.length === 0) return void showAlert(t('common.selectItem'));
    if (aplyIds.length > CMPN_LIMITS.batch) return void showAlert(t('admCmpnAply.tooMany', { max: CMPN_LIMITS.batch }));
    setRejecting(aplyIds);
  }

  async function runReject(rejectReason: string) {
    if (!rejecting) return;
    let procCnt: number;
    try {
      procCnt = (await reject.mutateAsync({ aplyIds: rejecting, rejectReason })).procCnt;
    } catch {
      return;
    }
    setRejecting(null);
    setSelected([]);
    setViewing(null);
    await showAlert(t('admCmpnAply.processed', { count: procCnt }));
  }

  const searchFields: TSearchField[] = [
    {
      name: 'cmpnId',
      label: t('admCmpnAply.cmpnTtl'),
      type: 'select',
      minWidth: 220,
      options: (cmpns.data?.list ?? []).map((c) => ({ value: String(c.cmpnId), label: c.cmpnTtl })),
    },
    { name: 'aplySttsCd', label: t('admCmpnAply.aplySttsCd'), type: 'select', options: codeOptions(CMPN_APLY_STTS) },
    {
      name: 'searchCnd',
      label: t('admCmpnAply.searchCnd'),
      type: 'select',
      options: codeOptions({ userNm: t('admCmpnAply.userNm'), userId: t('admCmpnAply.userId'), schlNm: t('admCmpnAply.schlNm') }),
    },
    keywordSearchField(t, { maxLength: 50 }),
  ];

  const columns: TableColumnsType<TCmpnAplyMngItem> = [
    { title: t('admCmpnAply.aplyId'), dataIndex: 'aplyId', responsive: ['lg'] },
    { title: t('admCmpnAply.cmpnTtl'), dataIndex: 'cmpnTtl' },
    { title: t('admCmpnAply.user'), key: 'user', render: (_, aply) => `${aply.userNm} (${aply.userId})` },
    {
      title: t('admCmpnAply.schl'),
      key: 'schl',
      responsive: ['md'],
      render: (_, aply) => [aply.schlNm, aply.grd && t('admCmpnAply.grd', { grd: aply.grd })].filter(Boolean).join(' ') || '-',
    },
    { title: t('admCmpnAply.aplySttsCd'), dataIndex: 'aplySttsCd', render: (sttsCd: TCmpnAplySttsCd) => <CmpnAplySttsTag sttsCd={sttsCd} /> },
    { title: t('admCmpnAply.fileCnt'), dataIndex: 'fileCnt', align: 'right', responsive: ['lg'] },
    { title: t('admCmpnAply.regDt'), dataIndex: 'regDt', render: (at: string) => formatSeoulDateTime(at), responsive: ['md'] },
    {
      title: t('admin.list.actions'),
      key: 'actions',
      render: (_, aply) => (
        <Button size="small" onClick={() => setViewing(aply.aplyId)} aria-label={t('admCmpnAply.viewLabel', { userNm: aply.userNm, cmpnTtl: aply.cmpnTtl })}>
          {t('admCmpnAply.view')}
        </Button>
      ),
    },
  ];

  return (
    <section aria-labelledby={titleId}>
      <h1 id={titleId} className="adm-page__title">
        {t('admCmpnAply.title')}
      </h1>
      <AdminListSearch
        fields={searchFields}
        initial={initialSearch}
        onSearch={setSearch}
        setCurrentPage={goToPage}
        total={list.data?.pagination.countItem}
        toolbar={<ExcelExport what={t('admCmpnAply.exportWhat')} onExport={(reason) => exportAplys({ ...search, reason })} />}
      />
      <div role="group" aria-label={t('admCmpnAply.bulkActions')} className="adm-cmpn__bulk">
        <span aria-live="polite">{t('admCmpnAply.selected', { count: selected.length })}</span>
        <Space wrap>
          <Button type="primary" disabled={approve.isPending} onClick={() => void runApprove(selected)}>
            {t('admCmpnAply.approveSelected')}
          </Button>
          <Button danger disabled={reject.isPending} onClick={() => askReject(selected)}>
            {t('admCmpnAply.rejectSelected')}
          </Button>
        </Space>
      </div>
      <PagedTable<TCmpnAplyMngItem>
        rowKey="aplyId"
        caption={<span className="sr-only">{t('admCmpnAply.tableCaption')}</span>}
        columns={columns}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(Number)),
          getTitleCheckboxProps: () => ({ 'aria-label': t('admCmpnAply.selectAll') }),
          getCheckboxProps: (aply) => ({
            disabled: aply.aplySttsCd !== 'APLY',
            'aria-label': t('admCmpnAply.select', { userNm: aply.userNm, cmpnTtl: aply.cmpnTtl }),
          }),
        }}
        page={list.data}
        loading={list.isFetching}
        emptyText={t('admin.list.empty')}
        onPageChange={goToPage}
      />
      {viewing !== null && (
        <CmpnAplyDetailPopup
          aplyId={viewing}
          onClose={() => setViewing(null)}
          onApprove={(aply) => void runApprove([aply.aplyId])}
          onReject={(aply) => askReject([aply.aplyId])}
        />
      )}
      {rejecting && (
        <CmpnRejectPopup count={rejecting.length} saving={reject.isPending} onReject={(reason) => void runReject(reason)} onClose={() => setRejecting(null)} />
      )}
    </section>
  );
}
