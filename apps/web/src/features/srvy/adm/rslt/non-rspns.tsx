import { MBR_TYPE_AUTHRT, SCHL_TYPE } from '@portal/contract';
import { Alert, Button, type TableColumnsType } from 'antd';
import { useId, useState } from 'react';
import { PagedTable } from '../../../../components/admin/paged-table';
import { useTranslation } from '../../../../lib/i18n';
import { useSrvyNonRspns } from '../api/srvy-rslt-queries';
import { RsltSearch, useSearchedPage } from './rslt-search';

type TNonRspns = { userId: string; userNm: string; mbrTypeAuthrt: string; schlTypeCd: string | null; schlNm: string | null; grd: number | null };

const nameOf = (codes: Record<string, string>, code: string | null) => (code ? (codes[code] ?? code) : '-');

/** The members in the survey's target who have not answered: shown on request (each view is in the personal-data access log). */
export function NonRspns({ srvyId }: { srvyId: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const { query, search, setCurrentPage } = useSearchedPage();
  const list = useSrvyNonRspns(srvyId, query, open);
  const columns: TableColumnsType<TNonRspns> = [
    { title: t('admSrvy.rslt.userNm'), dataIndex: 'userNm' },
    { title: t('admSrvy.rslt.userId'), dataIndex: 'userId' },
    { title: t('admSrvy.rslt.mbrType'), dataIndex: 'mbrTypeAuthrt', render: (code: string) => nameOf(MBR_TYPE_AUTHRT, code) },
    {
      title: t('admSrvy.rslt.schl'),
      key: 'schl',
      render: (_, row) => [row.schlNm ?? nameOf(SCHL_TYPE, row.schlTypeCd), row.grd ? t('admSrvy.rslt.grd', { grd: row.grd }) : ''].join(' '),
    },
  ];
  return (
    <section className="srvy-rslt__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('admSrvy.rslt.nonRspns')}</h2>
      {!open ? (
        <>
          <Alert type="info" showIcon title={t('admSrvy.rslt.nonRspnsNotice')} className="srvy-rslt__notice" />
          <Button onClick={() => setOpen(true)}>{t('admSrvy.rslt.showNonRspns')}</Button>
        </>
      ) : (
        <>
          <RsltSearch label={t('admSrvy.rslt.nonRspnsSearch')} placeholder={t('admSrvy.rslt.nonRspnsSearch')} onSearch={search} />
          <p>{t('admin.list.total', { count: list.data?.pagination.countItem ?? 0 })}</p>
          <PagedTable<TNonRspns>
            caption={<span className="sr-only">{t('admSrvy.rslt.nonRspnsCaption')}</span>}
            rowKey="userId"
            columns={columns}
            page={list.data}
            loading={list.isFetching}
            emptyText={t('admSrvy.rslt.noNonRspns')}
            onPageChange={setCurrentPage}
          />
        </>
      )}
    </section>
  );
}
