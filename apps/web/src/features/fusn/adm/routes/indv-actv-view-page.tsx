import {
  ATNDC_LABELS,
  FUSN_APLY_STTS_CDS,
  FUSN_APLY_STTS_NM,
  FUSN_SLCT_SE,
  recordIdOf,
  type TFusnAplySttsCd,
  type TFusnDrawView,
  type TFusnIndvApplicant,
  type TFusnIndvSesnItem,
} from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Select, Space, Tag, type TableColumnsType } from 'antd';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { AdminNotFoundPage } from '../../../../app/admin/admin-not-found-page';
import { AdminTable } from '../../../../components/admin/admin-table';
import { ExcelExport } from '../../../../components/admin/excel-export';
import { showAlert, showConfirm } from '../../../../components/modal/modal-store';
import { isApiError } from '../../../../lib/api';
import { codeLabel } from '../../../../lib/code-options';
import { useTranslation } from '../../../../lib/i18n';
import { usePageTitle } from '../../../../lib/page-title';
import { fusnIndvClient } from '../../api/indv-client';
import { exportIndvAply, useDrawSesn, useIndvAplyList } from '../api/actv-mng';
import { fusnAdmKeys } from '../api/fusn-adm-keys';
import { dtText, LoadState, SesnSttsTag, sesnText } from '../components/fusn-adm-format';
import '../fusn-adm-catalogue';
import '../fusn-adm.css';

const STTS_COLOR: Record<TFusnAplySttsCd, string> = { APLY: 'green', PEND: 'blue', WAIT: 'gold', OFFR: 'purple', CNCL: 'default' };

/** The lottery: the commitment before, the one-time draw (after the deadline), then the seed and the ranking with its public verification. */
function DrawSection({ sesn, applicants }: { sesn: TFusnIndvSesnItem; applicants: TFusnIndvApplicant[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  const view = useQuery({
    queryKey: fusnAdmKeys.draw(sesn.sesnId),
    queryFn: ({ signal }) => fusnIndvClient.draw({ params: { sesnId: sesn.sesnId } }, { signal }),
  });
  const draw = useDrawSesn();
  const [justDrawn, setJustDrawn] = useState<TFusnDrawView | null>(null);
  const shown = justDrawn ?? view.data;
  const byEntry = new Map(applicants.filter((a) => a.entryNo !== null).map((a) => [a.entryNo!, a]));
  const onDraw = async () => {
    if (
      !(await showConfirm(
        t('admFusn.indv.drawConfirm', { name: `${sesn.prgrmNm} ${sesnText(sesn)}`, count: shown?.entryCnt ?? sesn.pendCnt, cpcty: sesn.cpcty }),
      ))
    )
      return;
    const answer = await draw.mutateAsync(sesn.sesnId).catch(() => null);
    if (!answer) return;
    setJustDrawn(answer);
    await showAlert(t('admFusn.indv.drawn'));
  };
  const ranking = shown?.ranking ?? null;
  const rows = (ranking ?? []).map((entryNo, index) => ({ rank: index + 1, entryNo, applicant: byEntry.get(entryNo), win: index < (shown?.cpcty ?? 0) }));
  return (
    <section className="adm-fusn__section" aria-labelledby={titleId}>
      <h2 id={titleId} className="adm-fusn__h2">
        {t('admFusn.indv.drawTitle')}
      </h2>
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          { key: 'entries', label: t('admFusn.indv.entryCnt'), children: String(shown?.entryCnt ?? sesn.pendCnt) },
          { key: 'commit', label: t('admFusn.indv.commitHash'), children: <span className="adm-fusn__hash">{shown?.commitHash ?? '-'}</span> },
          { key: 'drawnAt', label: t('admFusn.indv.drawnAt'), children: dtText(shown?.drawnAt) },
          ...(shown?.seedHex ? [{ key: 'seed', label: t('admFusn.indv.seedHex'), children: <span className="adm-fusn__hash">{shown.seedHex}</span> }] : []),
        ]}
      />
      <p className="adm-fusn__help">{t('admFusn.indv.drawHelp')}</p>
      <Space wrap className="adm-fusn__actions">
        {sesn.drawPsbltyYn === 'Y' && !justDrawn && (
          <Button type="primary" loading={draw.isPending} onClick={() => void onDraw()}>
            {t('admFusn.indv.draw')}
          </Button>
        )}
        {sesn.drawPsbltyYn !== 'Y' && !shown?.drawnAt && <span>{t('admFusn.indv.drawNotYet', { at: dtText(sesn.ddlnDt) })}</span>}
        {shown?.drawnAt && (
          <a href={`/crrFusion/drawVrfy/${sesn.sesnId}`} target="_blank" rel="noreferrer">
            {t('admFusn.indv.publicVerify')}
            <span className="sr-only">{t('admFusn.newWindow')}</span>
          </a>
        )}
      </Space>
      {ranking && (
        <AdminTable
          rowKey="entryNo"
          columns={[
            { title: t('admFusn.indv.rank'), dataIndex: 'rank' },
            { title: t('admFusn.indv.entryNo'), dataIndex: 'entryNo' },
            { title: t('admFusn.stdnt.userNm'), key: 'nm', render: (_, r) => r.applicant?.userNm ?? '-' },
            {
              title: t('admFusn.indv.result'),
              key: 'win',
              render: (_, r) =>
                r.win ? (
                  <Tag color="green">{t('admFusn.indv.win')}</Tag>
                ) : (
                  <Tag color="gold">{t('admFusn.indv.waitText', { no: r.rank - (shown?.cpcty ?? 0) })}</Tag>
                ),
            },
          ]}
          dataSource={rows}
          emptyText={t('admin.list.empty')}
        />
      )}
    </section>
  );
}

/** The session's applicants (full names; the server logs the view), by state, and their Excel export. */
function Applicants({ sesnId, list, sttsCd, onSttsCd }: { sesnId: number; list: TFusnIndvApplicant[]; sttsCd: string; onSttsCd: (v: string) => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const columns: TableColumnsType<TFusnIndvApplicant> = [
    { title: t('admFusn.stdnt.userNm'), dataIndex: 'userNm' },
    { title: t('admFusn.rsvt.schlNm'), dataIndex: 'schlNm', render: (nm: string | null) => nm ?? '-', responsive: ['md'] },
    {
      title: t('admFusn.stdnt.grdCls'),
      key: 'cls',
      render: (_, a) => (a.grd ? t('admFusn.stdnt.grdClsShort', { grd: a.grd, clsNm: a.clsNm ?? '-' }) : '-'),
      responsive: ['lg'],
    },
    {
      title: t('admFusn.indv.sttsCd'),
      key: 'stts',
      render: (_, a) => (
        <Space size={4} wrap>
          <Tag color={STTS_COLOR[a.sttsCd]}>{FUSN_APLY_STTS_NM[a.sttsCd]}</Tag>
          {a.waitNo !== null && a.sttsCd === 'WAIT' && <span>{t('admFusn.indv.waitText', { no: a.waitNo })}</span>}
          {a.offerExpDt && a.sttsCd === 'OFFR' && <span>{t('admFusn.indv.offerUntil', { at: dtText(a.offerExpDt) })}</span>}
        </Space>
      ),
    },
    { title: t('admFusn.indv.entryNo'), dataIndex: 'entryNo', render: (n: number | null) => n ?? '-', responsive: ['md'] },
    { title: t('admFusn.atndc.atndcCd'), dataIndex: 'atndcCd', render: (cd: string | null) => (cd ? codeLabel(ATNDC_LABELS, cd) : '-'), responsive: ['md'] },
    { title: t('admFusn.stdnt.regDt'), dataIndex: 'registeredAt', render: (at: string) => dtText(at), responsive: ['lg'] },
  ];
  return (
    <section className="adm-fusn__section" aria-labelledby={titleId}>
      <h2 id={titleId} className="adm-fusn__h2">
        {t('admFusn.indv.applicantsTitle')}
      </h2>
      <div className="adm-page__toolbar">
        <Space wrap>
          <label className="adm-fusn__inline-label">
            <span>{t('admFusn.indv.sttsCd')}</span>
            <Select<string>
              value={sttsCd}
              onChange={onSttsCd}
              style={{ minWidth: 120 }}
              options={[{ value: '', label: t('admin.list.all') }, ...FUSN_APLY_STTS_CDS.map((cd) => ({ value: cd, label: FUSN_APLY_STTS_NM[cd] }))]}
            />
          </label>
          <p>{t('admin.list.total', { count: list.length })}</p>
        </Space>
        <ExcelExport what={t('admFusn.indv.excelWhat')} onExport={(reason) => exportIndvAply(sesnId, reason)} />
      </div>
      <AdminTable<TFusnIndvApplicant> rowKey="aplyId" columns={columns} dataSource={list} emptyText={t('admFusn.indv.noApplicant')} />
    </section>
  );
}

/** admin indvActvMng/:sesnId: the session, its lottery and applicants; a missing session shows the not-found page. */
export function IndvActvViewPage() {
  const { t } = useTranslation();
  const sesnId = recordIdOf(useParams().sesnId);
  const [sttsCd, setSttsCd] = useState('');
  const all = useIndvAplyList(sesnId);
  const filtered = useIndvAplyList(sttsCd ? sesnId : undefined, { sttsCd: sttsCd as TFusnAplySttsCd });
  const sesn = all.data?.sesn;
  usePageTitle(sesn && `${sesn.prgrmNm} ${sesnText(sesn)}`);
  if (sesnId === undefined || (isApiError(all.error) && all.error.status === 404)) return <AdminNotFoundPage />;
  return (
    <section className="adm-fusn">
      <h1 className="adm-page__title">
        {t('admFusn.indv.viewTitle')}
        {sesn && `: ${sesn.prgrmNm}`}
      </h1>
      {!sesn ? (
        <LoadState failed={all.isError} />
      ) : (
        <>
          <Descriptions
            bordered
            size="small"
            column={{ xs: 1, md: 2 }}
            items={[
              { key: 'sesn', label: t('admFusn.rsvt.sesn'), children: sesnText(sesn) },
              { key: 'slct', label: t('admFusn.prgrm.slctSeCd'), children: codeLabel(FUSN_SLCT_SE, sesn.slctSeCd) },
              { key: 'seats', label: t('admFusn.sesn.seats'), children: t('admFusn.sesn.seatsText', { rsvd: sesn.rsvdCnt, cpcty: sesn.cpcty }) },
              { key: 'ddln', label: t('admFusn.sesn.ddlnDt'), children: dtText(sesn.ddlnDt) },
              { key: 'stts', label: t('admFusn.sesn.sttsCd'), children: <SesnSttsTag sttsCd={sesn.sesnSttsCd} /> },
            ]}
          />
          <Space wrap className="adm-fusn__actions">
            <Link to={`/admin/prgrmEstbl/indv/update/${sesn.prgrmId}`}>{t('admFusn.indv.toPrgrm')}</Link>
            <Link to={`/admin/stdntAtndcMng/${sesn.sesnId}`}>{t('admFusn.sesn.toAtndc')}</Link>
            <Link to="/admin/indvActvMng">{t('admFusn.indv.toList')}</Link>
          </Space>
          {sesn.slctSeCd === 'LTRY' && <DrawSection sesn={sesn} applicants={all.data?.list ?? []} />}
          <Applicants sesnId={sesn.sesnId} list={(sttsCd ? filtered.data?.list : all.data?.list) ?? []} sttsCd={sttsCd} onSttsCd={setSttsCd} />
        </>
      )}
    </section>
  );
}
