import { formatSeoulDateTime, INSP_BAND_NM, INSP_GENDER, INSP_NORM_MIN_N, INSP_VER_STTS, type TInspAdmItem, type TInspStats } from '@portal/contract';
import { Alert, Button, Select, Space, type TableColumnsType, Tag } from 'antd';
import { useId, useState } from 'react';
import { AdminTable } from '../../../../components/admin/admin-table';
import { ExcelExport } from '../../../../components/admin/excel-export';
import { showAlert, showConfirm } from '../../../../components/modal/modal-store';
import { type TFunction, useTranslation } from '../../../../lib/i18n';
import { exportInspResults, useAdoptNorm, useInspStats } from '../api/insp-adm-queries';

/** Cronbach's alpha below this is flagged (a scale's items hang together weakly). */
export const ALPHA_FLAG = 0.7;
/** An item-total correlation below this is flagged (the item measures little of its scale). */
export const ITEM_TOTAL_FLAG = 0.2;

type TScaleRow = TInspStats['scales'][number];
type TItemRow = TInspStats['items'][number];
type TNormRow = TInspStats['norms'][number];

const num = (t: TFunction, value: number | null, digits = 2) => (value === null ? t('admInsp.stats.noValue') : value.toFixed(digits));

/** A value with a warning tag when it is under its threshold. */
function Flagged({ value, under, flag }: { value: number | null; under: number; flag: string }) {
  const { t } = useTranslation();
  return (
    <Space size={4}>
      <span>{num(t, value)}</span>
      {value !== null && value < under && <Tag color="warning">{flag}</Tag>}
    </Space>
  );
}

const genderNm = (t: TFunction, genderCd: TNormRow['genderCd']) => (genderCd === 'ALL' ? t('admInsp.stats.genderAll') : INSP_GENDER[genderCd]);

/** Per scale: items, mean, SD and Cronbach's alpha; per item: mean and item-total correlation. */
function ReliabilityTables({ stats }: { stats: TInspStats }) {
  const { t } = useTranslation();
  const scaleNm = new Map(stats.scales.map((s) => [s.scaleId, s.scaleNm]));
  const scaleColumns: TableColumnsType<TScaleRow> = [
    { title: t('admInsp.stats.scaleNm'), dataIndex: 'scaleNm' },
    { title: t('admInsp.stats.itemCnt'), dataIndex: 'itemCnt' },
    { title: t('admInsp.stats.mean'), dataIndex: 'mean', render: (v: number | null) => num(t, v) },
    { title: t('admInsp.stats.sd'), dataIndex: 'sd', render: (v: number | null) => num(t, v) },
    {
      title: t('admInsp.stats.alpha'),
      dataIndex: 'alpha',
      render: (v: number | null) => <Flagged value={v} under={ALPHA_FLAG} flag={t('admInsp.stats.alphaLow')} />,
    },
  ];
  const itemColumns: TableColumnsType<TItemRow> = [
    { title: t('admInsp.stats.itemId'), dataIndex: 'itemId' },
    { title: t('admInsp.stats.scaleNm'), dataIndex: 'scaleId', render: (id: string) => scaleNm.get(id) ?? id },
    { title: t('admInsp.stats.mean'), dataIndex: 'mean', render: (v: number | null) => num(t, v) },
    {
      title: t('admInsp.stats.itemTotal'),
      dataIndex: 'itemTotal',
      render: (v: number | null) => <Flagged value={v} under={ITEM_TOTAL_FLAG} flag={t('admInsp.stats.itemTotalLow')} />,
    },
  ];
  return (
    <>
      <h2 className="adm-insp__h2">{t('admInsp.stats.scales')}</h2>
      <AdminTable<TScaleRow>
        caption={<span className="sr-only">{t('admInsp.stats.scalesCaption')}</span>}
        rowKey="scaleId"
        columns={scaleColumns}
        dataSource={stats.scales}
        emptyText={t('admin.list.empty')}
      />
      <h2 className="adm-insp__h2">{t('admInsp.stats.items')}</h2>
      <AdminTable<TItemRow>
        caption={<span className="sr-only">{t('admInsp.stats.itemsCaption')}</span>}
        rowKey="itemId"
        columns={itemColumns}
        dataSource={stats.items}
        emptyText={t('admin.list.empty')}
      />
    </>
  );
}

/** The local norms per band and sex, and the adoption of the version's norms (n >= INSP_NORM_MIN_N per group). */
function NormSection({ inspId, stats }: { inspId: number; stats: TInspStats }) {
  const { t } = useTranslation();
  const adopt = useAdoptNorm(inspId);
  const columns: TableColumnsType<TNormRow> = [
    { title: t('admInsp.stats.band'), dataIndex: 'band', render: (band: TNormRow['band']) => INSP_BAND_NM[band] },
    { title: t('admInsp.stats.gender'), dataIndex: 'genderCd', render: (g: TNormRow['genderCd']) => genderNm(t, g) },
    { title: t('admInsp.stats.n'), dataIndex: 'n' },
    { title: t('admInsp.stats.adopted'), dataIndex: 'adopted', render: (on: boolean) => t(on ? 'admInsp.stats.adoptedYes' : 'admInsp.stats.adoptedNo') },
    { title: t('admInsp.stats.computedAt'), dataIndex: 'computedAt', render: (at: string) => formatSeoulDateTime(at) },
  ];
  const ready = stats.normReady.map((r) => `${INSP_BAND_NM[r.band]} ${genderNm(t, r.genderCd)}(${r.n})`).join(', ');
  const onAdopt = async () => {
    if (!(await showConfirm(t('admInsp.stats.confirmAdopt', { verNo: stats.verNo, min: INSP_NORM_MIN_N })))) return;
    const done = await adopt.mutateAsync(stats.verId).catch(() => null);
    if (done) await showAlert(t('admInsp.stats.adoptedDone'));
  };
  return (
    <>
      <h2 className="adm-insp__h2">{t('admInsp.stats.norms')}</h2>
      <AdminTable<TNormRow>
        caption={<span className="sr-only">{t('admInsp.stats.normsCaption')}</span>}
        rowKey={(r) => `${r.band}-${r.genderCd}`}
        columns={columns}
        dataSource={stats.norms}
        emptyText={t('admInsp.stats.noNorm')}
      />
      <p className="adm-insp__help">{ready ? t('admInsp.stats.ready', { groups: ready }) : t('admInsp.stats.notReady')}</p>
      <Alert className="adm-page__notice" type="info" showIcon description={t('admInsp.stats.adoptHelp', { min: INSP_NORM_MIN_N })} />
      <Button type="primary" onClick={() => void onAdopt()} loading={adopt.isPending} disabled={stats.normReady.length === 0}>
        {t('admInsp.stats.adopt')}
      </Button>
    </>
  );
}

/** 문항 분석: the psychometrics of a published version from the portal's own completed sheets, and its results as an .xlsx. */
export function StatsPanel({ item }: { item: TInspAdmItem }) {
  const { t } = useTranslation();
  const selectId = useId();
  const published = item.versions.filter((v) => v.publishedAt !== null);
  const [verId, setVerId] = useState<number | undefined>(undefined);
  const stats = useInspStats(item.inspId, verId, published.length > 0);
  if (published.length === 0) return <p>{t('admInsp.stats.none')}</p>;
  const shown = published.find((v) => v.verId === (verId ?? stats.data?.verId));
  return (
    <div className="adm-insp__stats">
      <Space wrap>
        <label htmlFor={selectId}>{t('admInsp.stats.version')}</label>
        <Select<number>
          id={selectId}
          className="adm-insp__ver-select"
          value={verId ?? stats.data?.verId}
          onChange={setVerId}
          options={published.map((v) => ({
            value: v.verId,
            label: `${t('admInsp.verNo', { verNo: v.verNo })} (${INSP_VER_STTS[v.sttsCd]}, ${t('admInsp.count', { count: v.cmplCnt })})`,
          }))}
        />
        {shown && (
          <ExcelExport
            what={t('admInsp.stats.exportWhat', { verNo: shown.verNo })}
            notice={t('admInsp.stats.exportNotice')}
            onExport={(reason) => exportInspResults(item.inspId, item.inspName, { verId: shown.verId, reason })}
          />
        )}
      </Space>
      {stats.data ? (
        <>
          <p className="adm-insp__cmpl">{t('admInsp.stats.cmplCnt', { count: stats.data.cmplCnt })}</p>
          <ReliabilityTables stats={stats.data} />
          <NormSection inspId={item.inspId} stats={stats.data} />
        </>
      ) : (
        <p role="status">{t('layout.loading')}</p>
      )}
    </div>
  );
}
