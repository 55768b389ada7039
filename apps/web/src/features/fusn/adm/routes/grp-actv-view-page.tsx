import { FUSN_RSVT_LIMITS, recordIdOf, type TFusnRsvtAplyStdnt, type TFusnRsvtUnit, type TFusnRsvtView, ZFusnRsvtCancelBody } from '@portal/contract';
import { Alert, Button, Descriptions, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { AdminNotFoundPage } from '../../../../app/admin/admin-not-found-page';
import { AdminTable } from '../../../../components/admin/admin-table';
import { ReasonModal } from '../../../../components/admin/reason-modal';
import { showAlert, showConfirm } from '../../../../components/modal/modal-store';
import { isApiError } from '../../../../lib/api';
import { useTranslation } from '../../../../lib/i18n';
import { usePageTitle } from '../../../../lib/page-title';
import { useCancelRsvt, useConfirmRsvt, useRsvt, useRsvtStdnt } from '../api/actv-mng';
import { dtText, LoadState, sesnText } from '../components/fusn-adm-format';
import { RsvtSttsTag } from '../components/rsvt-format';
import '../fusn-adm-catalogue';
import '../fusn-adm.css';

const cancelCheck = (cnclRsn: string | undefined) => {
  const parsed = ZFusnRsvtCancelBody.safeParse({ cnclRsn: cnclRsn ?? '' });
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};

/** The reservation's units and the students applied (full names: the view is logged by the server). */
function RsvtStudents({ rsvt }: { rsvt: TFusnRsvtView }) {
  const { t } = useTranslation();
  const stdnt = useRsvtStdnt(rsvt.schlRsvtId);
  const unitColumns: TableColumnsType<TFusnRsvtUnit> = [
    { title: t('admFusn.rsvt.aplyUnitCd'), dataIndex: 'aplyUnitCd' },
    { title: t('admFusn.rsvt.unitNm'), dataIndex: 'unitNm' },
    { title: t('admFusn.rsvt.unitSeats'), key: 'seats', render: (_, u) => t('admFusn.sesn.seatsText', { rsvd: u.aplyCnt, cpcty: u.cpcty }) },
  ];
  const columns: TableColumnsType<TFusnRsvtAplyStdnt> = [
    { title: t('admFusn.stdnt.userNm'), dataIndex: 'userNm' },
    {
      title: t('admFusn.stdnt.grdCls'),
      key: 'cls',
      render: (_, s) => (s.grd ? t('admFusn.stdnt.grdClsText', { grd: s.grd, clsNo: s.clsNo ?? '-', no: s.stdntNo ?? '-' }) : '-'),
    },
    { title: t('admFusn.rsvt.unitNm'), dataIndex: 'unitNm', render: (nm: string | null) => nm ?? '-' },
    {
      title: t('admFusn.stdnt.asgn'),
      dataIndex: 'asgnYn',
      render: (yn: string) => t(yn === 'Y' ? 'admFusn.stdnt.asgnY' : 'admFusn.stdnt.asgnN'),
      responsive: ['md'],
    },
    { title: t('admFusn.stdnt.regDt'), dataIndex: 'regDt', render: (at: string) => dtText(at), responsive: ['lg'] },
  ];
  return (
    <>
      <section className="adm-fusn__section" aria-labelledby="adm-fusn-units">
        <h2 id="adm-fusn-units" className="adm-fusn__h2">
          {t('admFusn.rsvt.units')}
        </h2>
        <AdminTable<TFusnRsvtUnit> rowKey="aplyUnitCd" columns={unitColumns} dataSource={rsvt.units} emptyText={t('admin.list.empty')} />
      </section>
      <section className="adm-fusn__section" aria-labelledby="adm-fusn-stdnts">
        <h2 id="adm-fusn-stdnts" className="adm-fusn__h2">
          {t('admFusn.rsvt.stdnts', { count: stdnt.data?.list.length ?? 0 })}
        </h2>
        <AdminTable<TFusnRsvtAplyStdnt>
          rowKey="aplyId"
          columns={columns}
          dataSource={stdnt.data?.list ?? []}
          loading={stdnt.isFetching}
          emptyText={t('admFusn.rsvt.noStdnt')}
        />
      </section>
    </>
  );
}

/** The reservation, its confirmation and cancellation (with a reason), and where its attendance is marked. */
function RsvtDetail({ rsvt }: { rsvt: TFusnRsvtView }) {
  const { t } = useTranslation();
  const confirm = useConfirmRsvt();
  const cancel = useCancelRsvt();
  const [cancelling, setCancelling] = useState(false);
  const onConfirm = async () => {
    if (!(await showConfirm(t('admFusn.rsvt.confirmQuestion', { schlNm: rsvt.schlNm, sesn: sesnText(rsvt) })))) return;
    await confirm.mutateAsync(rsvt.schlRsvtId).then(
      () => showAlert(t('admFusn.rsvt.confirmed')),
      () => undefined,
    );
  };
  return (
    <>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'prgrm', label: t('admFusn.rsvt.prgrm'), children: rsvt.prgrmNm },
          { key: 'sesn', label: t('admFusn.rsvt.sesn'), children: sesnText(rsvt) },
          { key: 'halls', label: t('admFusn.prgrm.halls'), children: rsvt.halls.map((h) => h.bmnexhlNm).join(', ') },
          { key: 'schl', label: t('admFusn.rsvt.schlNm'), children: rsvt.schlNm },
          { key: 'user', label: t('admFusn.rsvt.rsvtUserNm'), children: rsvt.rsvtUserNm },
          { key: 'cnt', label: t('admFusn.rsvt.stdnt'), children: t('admFusn.rsvt.cntText', { aply: rsvt.aplyCnt, total: rsvt.stdntCnt }) },
          { key: 'ddln', label: t('admFusn.rsvt.ddlnDt'), children: dtText(rsvt.ddlnDt) },
          { key: 'stts', label: t('admFusn.rsvt.sttsView'), children: <RsvtSttsTag sttsView={rsvt.sttsView} /> },
          { key: 'reg', label: t('admFusn.rsvt.regDt'), children: dtText(rsvt.regDt) },
          ...(rsvt.cnfmAt ? [{ key: 'cnfm', label: t('admFusn.rsvt.cnfmAt'), children: dtText(rsvt.cnfmAt) }] : []),
          ...(rsvt.cnclAt ? [{ key: 'cncl', label: t('admFusn.rsvt.cnclAt'), children: `${dtText(rsvt.cnclAt)} ${rsvt.cnclRsn ?? ''}` }] : []),
        ]}
      />
      <Space wrap className="adm-fusn__actions">
        {rsvt.confirmableYn === 'Y' && (
          <Button type="primary" loading={confirm.isPending} onClick={() => void onConfirm()}>
            {t('admFusn.rsvt.confirm')}
          </Button>
        )}
        {rsvt.cancelableYn === 'Y' && (
          <Button danger onClick={() => setCancelling(true)}>
            {t('admFusn.rsvt.cancel')}
          </Button>
        )}
        {rsvt.sttsCd !== 'CNCL' && <Link to={`/admin/stdntAtndcMng/${rsvt.sesnId}`}>{t('admFusn.sesn.toAtndc')}</Link>}
        <Link to="/admin/grpActvMng">{t('admFusn.rsvt.toList')}</Link>
      </Space>
      <RsvtStudents rsvt={rsvt} />
      <ReasonModal
        open={cancelling}
        title={t('admFusn.rsvt.cancelTitle', { schlNm: rsvt.schlNm, sesn: sesnText(rsvt) })}
        okText={t('admFusn.rsvt.cancelOk')}
        cancelText={t('admFusn.close')}
        notice={<Alert type="warning" showIcon title={t('admFusn.rsvt.cancelNotice')} style={{ marginBottom: 16 }} />}
        reasonLabel={t('admFusn.rsvt.cnclRsn')}
        maxLength={FUSN_RSVT_LIMITS.cnclRsnMax}
        check={cancelCheck}
        onSubmit={async (cnclRsn) => {
          await cancel.mutateAsync({ schlRsvtId: rsvt.schlRsvtId, cnclRsn });
          void showAlert(t('admFusn.rsvt.cancelled'));
        }}
        onClose={() => setCancelling(false)}
      />
    </>
  );
}

/** admin grpActvMng/:schlRsvtId: one reservation with its units and students; a missing one shows the not-found page. */
export function GrpActvViewPage() {
  const { t } = useTranslation();
  const schlRsvtId = recordIdOf(useParams().schlRsvtId);
  const item = useRsvt(schlRsvtId);
  usePageTitle(item.data && `${item.data.schlNm} ${item.data.prgrmNm}`);
  if (schlRsvtId === undefined || (isApiError(item.error) && item.error.status === 404)) return <AdminNotFoundPage />;
  return (
    <section className="adm-fusn">
      <h1 className="adm-page__title">
        {t('admFusn.rsvt.viewTitle')}
        {item.data && `: ${item.data.schlNm}`}
      </h1>
      {item.data ? <RsvtDetail rsvt={item.data} /> : <LoadState failed={item.isError} />}
    </section>
  );
}
