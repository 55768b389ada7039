import { addDays, ATNDC_LABELS, FUSN_PRGRM_SE, seoulDate, type TSesnOfDayItem } from '@portal/contract';
import { Button, Space, type TableColumnsType } from 'antd';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AdminTable, ACTIONS_KEY } from '../../../../components/admin/admin-table';
import { DatePicker } from '../../../../components/date-picker';
import { FormField } from '../../../../components/form/form-field';
import { useTranslation } from '../../../../lib/i18n';
import { useSesnOfDay } from '../api/actv-mng';
import { ymdText } from '../components/fusn-adm-format';
import '../fusn-adm-catalogue';
import '../fusn-adm.css';

const isYmd = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The halls of the day's sessions, each once, for their QR screens. */
function hallsOf(list: TSesnOfDayItem[]) {
  const halls = new Map<number, string>();
  for (const sesn of list) for (const hall of sesn.halls) halls.set(hall.bmnexhlId, hall.bmnexhlNm);
  return [...halls].map(([bmnexhlId, bmnexhlNm]) => ({ bmnexhlId, bmnexhlNm }));
}

/** admin stdntAtndcMng: a day (today by default) and its sessions with their attendance so far; the hall QR screens. */
export function AtndcDayPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const [params, setParams] = useSearchParams();
  const today = seoulDate();
  const ymd = isYmd(params.get('ymd')) ? params.get('ymd')! : today;
  const setYmd = (next: string) => isYmd(next) && setParams(next === today ? {} : { ymd: next }, { replace: true });
  const day = useSesnOfDay(ymd);
  const list = day.data?.list ?? [];
  const columns: TableColumnsType<TSesnOfDayItem> = [
    { title: t('admFusn.atndc.time'), key: 'time', render: (_, s) => `${s.bgngTm}~${s.endTm}` },
    { title: t('admFusn.rsvt.prgrm'), key: 'prgrm', render: (_, s) => `[${FUSN_PRGRM_SE[s.prgrmSeCd]}] ${s.prgrmNm}` },
    { title: t('admFusn.prgrm.halls'), key: 'halls', render: (_, s) => s.halls.map((h) => h.bmnexhlNm).join(', '), responsive: ['md'] },
    {
      title: t('admFusn.atndc.counts'),
      key: 'counts',
      render: (_, s) =>
        t('admFusn.atndc.countsText', { total: s.counts.total, prsnt: s.counts.PRSNT, late: s.counts.LATE, absnt: s.counts.ABSNT, none: s.counts.none }),
    },
    {
      title: t('admin.list.actions'),
      key: ACTIONS_KEY,
      render: (_, s) => (
        <Link to={`/admin/stdntAtndcMng/${s.sesnId}`} aria-label={`${s.bgngTm} ${s.prgrmNm} ${t('admFusn.atndc.toRoster')}`}>
          {t('admFusn.atndc.toRoster')}
        </Link>
      ),
    },
  ];
  const halls = hallsOf(list);
  return (
    <section className="adm-fusn" aria-labelledby={titleId}>
      <h1 id={titleId} className="adm-page__title">
        {t('admFusn.atndc.title')}
      </h1>
      <div className="adm-fusn__day">
        <Button onClick={() => setYmd(addDays(ymd, -1))}>{t('admFusn.atndc.prevDay')}</Button>
        <FormField label={t('admFusn.atndc.day')} className="adm-fusn__day-field">
          <DatePicker value={ymd} onChange={setYmd} />
        </FormField>
        <Button onClick={() => setYmd(addDays(ymd, 1))}>{t('admFusn.atndc.nextDay')}</Button>
        {ymd !== today && <Button onClick={() => setYmd(today)}>{t('admFusn.atndc.today')}</Button>}
      </div>
      <h2 className="adm-fusn__h2">{t('admFusn.atndc.dayHeading', { day: ymdText(ymd), count: list.length })}</h2>
      <AdminTable<TSesnOfDayItem> rowKey="sesnId" columns={columns} dataSource={list} loading={day.isFetching} emptyText={t('admFusn.atndc.noSesn')} />
      {halls.length > 0 && (
        <section className="adm-fusn__section" aria-labelledby={`${titleId}-qr`}>
          <h2 id={`${titleId}-qr`} className="adm-fusn__h2">
            {t('admFusn.atndc.qrTitle')}
          </h2>
          <p className="adm-fusn__help">{t('admFusn.atndc.qrHelp', { labels: Object.values(ATNDC_LABELS).join('/') })}</p>
          <Space wrap>
            {halls.map((hall) => (
              <Link key={hall.bmnexhlId} to={`/admin/stdntAtndcMng/qr/${hall.bmnexhlId}`}>
                {t('admFusn.atndc.qrLink', { name: hall.bmnexhlNm })}
              </Link>
            ))}
          </Space>
        </section>
      )}
    </section>
  );
}
