import { ATNDC_CDS, ATNDC_LABELS, CHKIN_SE_LABELS, FUSN_PRGRM_SE, recordIdOf, type TAtndcCd, type TAtndcRoster, type TAtndcRosterItem } from '@portal/contract';
import { Alert, Button, Descriptions, Input, Radio, Select, Space, type TableColumnsType } from 'antd';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { AdminNotFoundPage } from '../../../../app/admin/admin-not-found-page';
import { AdminTable } from '../../../../components/admin/admin-table';
import { ExcelExport } from '../../../../components/admin/excel-export';
import { showAlert } from '../../../../components/modal/modal-store';
import { isApiError } from '../../../../lib/api';
import { useTranslation } from '../../../../lib/i18n';
import { usePageTitle } from '../../../../lib/page-title';
import { exportRoster, useMarkAtndc, useSesnRoster } from '../api/actv-mng';
import { dtText, LoadState, SesnSttsTag, sesnText } from '../components/fusn-adm-format';
import { changedItems, editsOf, markMany, type TRosterEdits } from '../components/roster-edits';
import '../fusn-adm-catalogue';
import '../fusn-adm.css';

const atndcOptions = ATNDC_CDS.map((value) => ({ value, label: ATNDC_LABELS[value] }));
const RMRK_MAX = 200;

/** The roster with a state and a note per row, marking many at once, and saving the changed rows. */
function RosterEditor({ roster }: { roster: TAtndcRoster }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { sesn, items } = roster;
  const [edits, setEdits] = useState<TRosterEdits>(() => editsOf(items));
  const [selected, setSelected] = useState<number[]>([]);
  const [bulk, setBulk] = useState<TAtndcCd>('PRSNT');
  const mark = useMarkAtndc(sesn.sesnId);
  const changed = changedItems(items, edits);
  const setEdit = (aplyId: number, change: Partial<TRosterEdits[number]>) =>
    setEdits((current) => ({ ...current, [aplyId]: { atndcCd: null, rmrk: '', ...current[aplyId], ...change } }));
  const onSave = async () => {
    if (changed.length === 0) {
      await showAlert(t('admFusn.atndc.nothingChanged'));
      return;
    }
    // the answer's message ('3명의 출석을 저장했습니다.') is shown by the API client (spec §7 global handling)
    await mark.mutateAsync({ items: changed }).catch(() => null);
  };
  const nameOf = (item: TAtndcRosterItem) => item.userNm;
  const columns: TableColumnsType<TAtndcRosterItem> = [
    { title: t('admFusn.stdnt.userNm'), dataIndex: 'userNm' },
    {
      title: t('admFusn.atndc.who'),
      key: 'who',
      render: (_, item) =>
        [item.schlNm, item.grd ? t('admFusn.stdnt.grdClsShort', { grd: item.grd, clsNm: item.clsNm ?? '-' }) : null, item.unitNm].filter(Boolean).join(' · ') ||
        '-',
      responsive: ['md'],
    },
    {
      title: t('admFusn.atndc.atndcCd'),
      key: 'atndcCd',
      render: (_, item) => (
        <Radio.Group
          aria-label={t('admFusn.atndc.atndcOf', { name: nameOf(item) })}
          options={atndcOptions}
          value={edits[item.aplyId]?.atndcCd ?? undefined}
          onChange={(event) => setEdit(item.aplyId, { atndcCd: event.target.value as TAtndcCd })}
          disabled={!roster.markable}
        />
      ),
    },
    {
      title: t('admFusn.atndc.rmrk'),
      key: 'rmrk',
      render: (_, item) => (
        <Input
          aria-label={t('admFusn.atndc.rmrkOf', { name: nameOf(item) })}
          maxLength={RMRK_MAX}
          value={edits[item.aplyId]?.rmrk ?? ''}
          onChange={(event) => setEdit(item.aplyId, { rmrk: event.target.value })}
          disabled={!roster.markable}
        />
      ),
    },
    {
      title: t('admFusn.atndc.chkin'),
      key: 'chkin',
      render: (_, item) => (item.chkinSeCd ? `${CHKIN_SE_LABELS[item.chkinSeCd]} ${item.chkinAt ? dtText(item.chkinAt).slice(11) : ''}` : '-'),
      responsive: ['lg'],
    },
  ];
  return (
    <section className="adm-fusn__section" aria-labelledby={titleId}>
      <h2 id={titleId} className="adm-fusn__h2">
        {t('admFusn.atndc.rosterHeading', { count: items.length })}
      </h2>
      <p className="adm-fusn__help">
        {t('admFusn.atndc.countsText', {
          total: roster.counts.total,
          prsnt: roster.counts.PRSNT,
          late: roster.counts.LATE,
          absnt: roster.counts.ABSNT,
          none: roster.counts.none,
        })}
      </p>
      {!roster.markable && <Alert className="adm-page__notice" type="info" showIcon title={t('admFusn.atndc.notMarkable')} />}
      <div className="adm-page__toolbar">
        <Space wrap>
          <label className="adm-fusn__inline-label">
            <span>{t('admFusn.atndc.bulkLabel')}</span>
            <Select<TAtndcCd> value={bulk} onChange={setBulk} options={atndcOptions} style={{ minWidth: 90 }} disabled={!roster.markable} />
          </label>
          <Button disabled={!roster.markable || selected.length === 0} onClick={() => setEdits((current) => markMany(current, selected, bulk))}>
            {t('admFusn.atndc.bulkApply', { count: selected.length })}
          </Button>
          <Button type="primary" loading={mark.isPending} disabled={!roster.markable} onClick={() => void onSave()}>
            {t('admFusn.atndc.save', { count: changed.length })}
          </Button>
        </Space>
        <ExcelExport what={t('admFusn.atndc.excelWhat')} onExport={(reason) => exportRoster(sesn.sesnId, reason)} />
      </div>
      <AdminTable<TAtndcRosterItem>
        rowKey="aplyId"
        columns={columns}
        dataSource={items}
        emptyText={t('admFusn.atndc.noStdnt')}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(Number)),
          getTitleCheckboxProps: () => ({ 'aria-label': t('admFusn.atndc.selectAll') }),
          getCheckboxProps: (item) => ({ 'aria-label': t('admFusn.atndc.select', { name: nameOf(item) }) }),
        }}
      />
    </section>
  );
}

/** admin stdntAtndcMng/:sesnId: the session's roster (every live application, full names), marking one or many, Excel. */
export function AtndcRosterPage() {
  const { t } = useTranslation();
  const sesnId = recordIdOf(useParams().sesnId);
  const roster = useSesnRoster(sesnId);
  const sesn = roster.data?.sesn;
  usePageTitle(sesn && `${sesn.prgrmNm} ${sesnText(sesn)}`);
  if (sesnId === undefined || (isApiError(roster.error) && roster.error.status === 404)) return <AdminNotFoundPage />;
  return (
    <section className="adm-fusn">
      <h1 className="adm-page__title">
        {t('admFusn.atndc.rosterTitle')}
        {sesn && `: ${sesn.prgrmNm}`}
      </h1>
      {!roster.data || !sesn ? (
        <LoadState failed={roster.isError} />
      ) : (
        <>
          <Descriptions
            bordered
            size="small"
            column={{ xs: 1, md: 2 }}
            items={[
              { key: 'sesn', label: t('admFusn.rsvt.sesn'), children: sesnText(sesn) },
              { key: 'se', label: t('admFusn.prgrm.prgrmSeCd'), children: FUSN_PRGRM_SE[sesn.prgrmSeCd] },
              { key: 'halls', label: t('admFusn.prgrm.halls'), children: sesn.halls.map((h) => h.bmnexhlNm).join(', ') },
              { key: 'stts', label: t('admFusn.sesn.sttsCd'), children: <SesnSttsTag sttsCd={sesn.sttsCd} /> },
            ]}
          />
          <Space wrap className="adm-fusn__actions">
            {sesn.halls.map((hall) => (
              <Link key={hall.bmnexhlId} to={`/admin/stdntAtndcMng/qr/${hall.bmnexhlId}`}>
                {t('admFusn.atndc.qrLink', { name: hall.bmnexhlNm })}
              </Link>
            ))}
            <Link to={`/admin/stdntAtndcMng?ymd=${sesn.sesnYmd}`}>{t('admFusn.atndc.toDay')}</Link>
          </Space>
          {/* a new roster (after a save) starts the editing again from what is stored */}
          <RosterEditor key={roster.dataUpdatedAt} roster={roster.data} />
        </>
      )}
    </section>
  );
}
