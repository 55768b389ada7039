import { addDays, FUSN_SLCT_SE, seoulDate, type TFusnIndvSesnItem, type TFusnIndvSesnListQuery } from '@portal/contract';
import { Alert, type TableColumnsType } from 'antd';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ACTIONS_KEY } from '../../../../components/admin/admin-table';
import { AdminSearchForm, type TSearchField } from '../../../../components/admin/crud';
import { PagedTable } from '../../../../components/admin/paged-table';
import { codeLabel, codeOptions } from '../../../../lib/code-options';
import { type TFunction, useTranslation } from '../../../../lib/i18n';
import { usePagingState } from '../../../../lib/paging';
import { useIndvSesnList } from '../api/actv-mng';
import { usePrgrmList } from '../api/prgrm-mng';
import { dtText, SesnSttsTag, sesnText } from '../components/fusn-adm-format';
import '../fusn-adm-catalogue';
import '../fusn-adm.css';

/** The applicants of a session by state, in one line: '신청 12 · 추첨 대기 3 · 대기 2 · 제안 1'. */
function aplyCounts(t: TFunction, s: TFusnIndvSesnItem) {
  return [
    t('admFusn.indv.cnt.aply', { count: s.aplyCnt }),
    s.pendCnt > 0 && t('admFusn.indv.cnt.pend', { count: s.pendCnt }),
    s.waitCnt > 0 && t('admFusn.indv.cnt.wait', { count: s.waitCnt }),
    s.offrCnt > 0 && t('admFusn.indv.cnt.offr', { count: s.offrCnt }),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The lottery sessions waiting for their draw (deadline passed, not drawn): the administrator's to-do, above the list. */
function DrawPending() {
  const { t } = useTranslation();
  const today = seoulDate();
  const ltry = useIndvSesnList({ slctSeCd: 'LTRY', bgngYmd: addDays(today, -7), endYmd: addDays(today, 60), currentPage: 1, maxResults: 100 });
  const pending = (ltry.data?.list ?? []).filter((s) => s.drawPsbltyYn === 'Y');
  if (pending.length === 0) return null;
  return (
    <Alert
      className="adm-page__notice"
      type="warning"
      showIcon
      title={t('admFusn.indv.drawPending', { count: pending.length })}
      description={
        <ul className="adm-fusn__skipped">
          {pending.map((s) => (
            <li key={s.sesnId}>
              <Link to={`/admin/indvActvMng/${s.sesnId}`}>{t('admFusn.indv.drawPendingItem', { name: s.prgrmNm, sesn: sesnText(s), count: s.pendCnt })}</Link>
            </li>
          ))}
        </ul>
      }
    />
  );
}

/** admin indvActvMng: the individual programs' sessions with their applicants, by program, session day and method. */
export function IndvActvListPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const prgrms = usePrgrmList({ prgrmSeCd: 'INDV', currentPage: 1, maxResults: 100 });
  const { paging, setCurrentPage } = usePagingState('admFusnIndv');
  const [search, setSearch] = useState<Partial<TFusnIndvSesnListQuery>>({});
  const list = useIndvSesnList({ ...search, currentPage: paging.currentPage });
  const searchFields: TSearchField[] = [
    {
      name: 'prgrmId',
      label: t('admFusn.rsvt.prgrm'),
      type: 'select',
      minWidth: 200,
      options: (prgrms.data?.list ?? []).map((p) => ({ value: String(p.prgrmId), label: p.prgrmNm })),
    },
    { name: 'period', label: t('admFusn.rsvt.period'), type: 'dateRange', names: ['bgngYmd', 'endYmd'] },
    { name: 'slctSeCd', label: t('admFusn.prgrm.slctSeCd'), type: 'select', options: codeOptions(FUSN_SLCT_SE) },
  ];
  const columns: TableColumnsType<TFusnIndvSesnItem> = [
    { title: t('admFusn.rsvt.sesn'), key: 'sesn', render: (_, s) => <Link to={`/admin/indvActvMng/${s.sesnId}`}>{sesnText(s)}</Link> },
    { title: t('admFusn.rsvt.prgrm'), dataIndex: 'prgrmNm' },
    { title: t('admFusn.prgrm.slctSeCd'), dataIndex: 'slctSeCd', render: (cd: string) => codeLabel(FUSN_SLCT_SE, cd), responsive: ['md'] },
    { title: t('admFusn.sesn.seats'), key: 'seats', render: (_, s) => t('admFusn.sesn.seatsText', { rsvd: s.rsvdCnt, cpcty: s.cpcty }) },
    { title: t('admFusn.indv.applicants'), key: 'cnts', render: (_, s) => aplyCounts(t, s) },
    { title: t('admFusn.sesn.ddlnDt'), dataIndex: 'ddlnDt', render: (at: string) => dtText(at), responsive: ['lg'] },
    {
      title: t('admFusn.sesn.sttsCd'),
      key: 'stts',
      render: (_, s) => (
        <>
          <SesnSttsTag sttsCd={s.sesnSttsCd} /> {s.drawnAt ? t('admFusn.sesn.drawn') : s.drawPsbltyYn === 'Y' ? t('admFusn.indv.drawReady') : ''}
        </>
      ),
    },
    {
      title: t('admin.list.actions'),
      key: ACTIONS_KEY,
      render: (_, s) => (
        <Link to={`/admin/indvActvMng/${s.sesnId}`} aria-label={`${s.prgrmNm} ${sesnText(s)} ${t('admFusn.indv.toApplicants')}`}>
          {t('admFusn.indv.toApplicants')}
        </Link>
      ),
    },
  ];
  return (
    <section className="adm-fusn" aria-labelledby={titleId}>
      <h1 id={titleId} className="adm-page__title">
        {t('admFusn.indv.title')}
      </h1>
      <DrawPending />
      <AdminSearchForm
        fields={searchFields}
        onSearch={(next) => {
          setSearch(next as Partial<TFusnIndvSesnListQuery>);
          setCurrentPage(1);
        }}
      />
      <div className="adm-page__toolbar">
        <p>{t('admin.list.total', { count: list.data?.pagination.countItem ?? 0 })}</p>
      </div>
      <PagedTable<TFusnIndvSesnItem>
        rowKey="sesnId"
        columns={columns}
        page={list.data}
        loading={list.isFetching}
        emptyText={t('admin.list.empty')}
        onPageChange={setCurrentPage}
      />
    </section>
  );
}
