import {
  FUSN_PRGRM_LIMITS as L,
  FUSN_PRGRM_MESSAGES as M,
  FUSN_SESN_STTS,
  type TFusnPrgrmDetail,
  type TFusnSesnItem,
  VALIDATION_MESSAGES,
} from '@portal/contract';
import { Alert, Button, Select, Space, type TableColumnsType } from 'antd';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { AdminTable, ACTIONS_KEY } from '../../../../components/admin/admin-table';
import { ReasonModal } from '../../../../components/admin/reason-modal';
import { showAlert } from '../../../../components/modal/modal-store';
import { codeOptions } from '../../../../lib/code-options';
import { useTranslation } from '../../../../lib/i18n';
import { useCancelSesn, useGenerateSesn, useSesnList } from '../api/prgrm-mng';
import { dtText, SesnSttsTag, sesnText } from './fusn-adm-format';
import { SesnEditPopup } from './sesn-edit-popup';
import { SesnPatternForm } from './sesn-pattern-form';

const cancelCheck = (reason: string | undefined) =>
  !reason?.trim() ? M.cnclRsn : reason.trim().length > L.cnclRsn ? VALIDATION_MESSAGES.max(L.cnclRsn) : undefined;

/** Where a session's students are managed: the reservations (GRP) or the applicants (INDV), and the attendance roster. */
function SesnLinks({ prgrm, sesn }: { prgrm: TFusnPrgrmDetail; sesn: TFusnSesnItem }) {
  const { t } = useTranslation();
  const name = sesnText(sesn);
  return (
    <Space size="small" wrap>
      {prgrm.prgrmSeCd === 'GRP' ? (
        <Link
          to={`/admin/grpActvMng?prgrmId=${prgrm.prgrmId}&bgngYmd=${sesn.sesnYmd}&endYmd=${sesn.sesnYmd}`}
          aria-label={`${name} ${t('admFusn.sesn.toRsvt')}`}
        >
          {t('admFusn.sesn.toRsvt')}
        </Link>
      ) : (
        <Link to={`/admin/indvActvMng/${sesn.sesnId}`} aria-label={`${name} ${t('admFusn.sesn.toAply')}`}>
          {t('admFusn.sesn.toAply')}
        </Link>
      )}
      <Link to={`/admin/stdntAtndcMng/${sesn.sesnId}`} aria-label={`${name} ${t('admFusn.sesn.toAtndc')}`}>
        {t('admFusn.sesn.toAtndc')}
      </Link>
    </Space>
  );
}

/** The update page's sessions: generate from a pattern, add one, and the table with edit and cancel. */
export function SesnSection({ prgrm }: { prgrm: TFusnPrgrmDetail }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [sttsCd, setSttsCd] = useState<'' | 'OPEN' | 'CNCL'>('');
  const list = useSesnList(prgrm.prgrmId, sttsCd ? { sttsCd } : {});
  const generate = useGenerateSesn(prgrm.prgrmId);
  const cancel = useCancelSesn();
  const [editing, setEditing] = useState<TFusnSesnItem | 'new' | null>(null);
  const [cancelling, setCancelling] = useState<TFusnSesnItem | null>(null);
  const defaultCpcty = prgrm.prgrmSeCd === 'GRP' ? 60 : 20;
  const drawn = (sesn: TFusnSesnItem) => sesn.drawnAt !== null;

  const columns: TableColumnsType<TFusnSesnItem> = [
    { title: t('admFusn.sesn.when'), key: 'when', render: (_, sesn) => sesnText(sesn) },
    { title: t('admFusn.sesn.seats'), key: 'seats', render: (_, sesn) => t('admFusn.sesn.seatsText', { rsvd: sesn.rsvdCnt, cpcty: sesn.cpcty }) },
    prgrm.prgrmSeCd === 'GRP'
      ? { title: t('admFusn.sesn.rsvtCnt'), dataIndex: 'rsvtCnt', responsive: ['md'] }
      : { title: t('admFusn.sesn.aplyCnt'), dataIndex: 'aplyCnt', responsive: ['md'] },
    { title: t('admFusn.sesn.ddlnDt'), dataIndex: 'ddlnDt', render: (at: string) => dtText(at), responsive: ['lg'] },
    {
      title: t('admFusn.sesn.sttsCd'),
      dataIndex: 'sttsCd',
      render: (cd: TFusnSesnItem['sttsCd'], sesn) => (
        <Space size={4} wrap>
          <SesnSttsTag sttsCd={cd} />
          {drawn(sesn) && <span>{t('admFusn.sesn.drawn')}</span>}
        </Space>
      ),
    },
    { title: t('admFusn.sesn.students'), key: 'links', render: (_, sesn) => <SesnLinks prgrm={prgrm} sesn={sesn} /> },
    {
      title: t('admin.list.actions'),
      key: ACTIONS_KEY,
      render: (_, sesn) =>
        sesn.sttsCd === 'OPEN' && (
          <Space>
            <Button size="small" onClick={() => setEditing(sesn)} aria-label={`${sesnText(sesn)} ${t('admin.list.edit')}`}>
              {t('admin.list.edit')}
            </Button>
            <Button size="small" danger onClick={() => setCancelling(sesn)} aria-label={`${sesnText(sesn)} ${t('admFusn.sesn.cancel')}`}>
              {t('admFusn.sesn.cancel')}
            </Button>
          </Space>
        ),
    },
  ];

  return (
    <section className="adm-fusn__section" aria-labelledby={titleId}>
      <h2 id={titleId} className="adm-fusn__h2">
        {t('admFusn.sesn.title')}
      </h2>
      <SesnPatternForm defaultCpcty={defaultCpcty} onGenerate={(body) => generate.mutateAsync(body)} generating={generate.isPending} />
      <div className="adm-page__toolbar">
        <Space wrap>
          <label className="adm-fusn__inline-label">
            <span>{t('admFusn.sesn.sttsCd')}</span>
            <Select<'' | 'OPEN' | 'CNCL'>
              value={sttsCd}
              onChange={setSttsCd}
              style={{ minWidth: 100 }}
              options={[{ value: '', label: t('admin.list.all') }, ...(codeOptions(FUSN_SESN_STTS) as { value: 'OPEN' | 'CNCL'; label: string }[])]}
            />
          </label>
          <p>{t('admin.list.total', { count: list.data?.list.length ?? 0 })}</p>
        </Space>
        <Button onClick={() => setEditing('new')}>{t('admFusn.sesn.add')}</Button>
      </div>
      <AdminTable<TFusnSesnItem>
        rowKey="sesnId"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        emptyText={t('admFusn.sesn.empty')}
      />
      {editing && <SesnEditPopup prgrmId={prgrm.prgrmId} sesn={editing} defaultCpcty={defaultCpcty} onClose={() => setEditing(null)} />}
      <ReasonModal
        open={cancelling !== null}
        title={t('admFusn.sesn.cancelTitle', { name: cancelling ? sesnText(cancelling) : '' })}
        okText={t('admFusn.sesn.cancelOk')}
        cancelText={t('admFusn.close')}
        notice={
          <Alert
            type="warning"
            showIcon
            title={t('admFusn.sesn.cancelNotice', { rsvt: cancelling?.rsvtCnt ?? 0, aply: cancelling?.aplyCnt ?? 0 })}
            style={{ marginBottom: 16 }}
          />
        }
        reasonLabel={t('admFusn.sesn.cnclRsn')}
        maxLength={L.cnclRsn}
        check={cancelCheck}
        onSubmit={async (cnclRsn) => {
          const answer = await cancel.mutateAsync({ sesnId: cancelling!.sesnId, cnclRsn });
          void showAlert(t('admFusn.sesn.cancelled', { rsvt: answer.rsvtCnt, aply: answer.aplyCnt }));
        }}
        onClose={() => setCancelling(null)}
      />
    </section>
  );
}
