import type { TCpnDay, TMyCpn } from '@portal/contract';
import { Link } from 'react-router';
import { useState } from 'react';
import { showAlert, showConfirm } from '../../../../components/modal/modal-store';
import { Pagination } from '../../../../components/pagination';
import { useTranslation } from '../../../../lib/i18n';
import { useCpnDays, useEnterCpn, useMyCpns } from '../api/cpn-queries';
import { numberText } from '../components/cpn-format';
import '../cpn-catalogue';
import '../cpn.css';

/**
 * /myPage/cmpnPoint/dayBsdCpn (students): today's coupon to enter (one entry per click, after a
 * confirmation), the upcoming ones with their published commitments, and my entries and wins.
 */
export function CpnPage() {
  const { t } = useTranslation();
  const days = useCpnDays();
  const [page, setPage] = useState(1);
  const my = useMyCpns(page);
  if (days.isPending) return <p role="status">{t('layout.loading')}</p>;
  if (!days.data) return <p role="alert">{t('common.error')}</p>;
  const today = days.data.list.filter((c) => c.openYn === 'Y');
  const upcoming = days.data.list.filter((c) => c.openYn === 'N');

  return (
    <div className="cpn-page">
      <p className="cpn-balance">
        {t('pointCpn.my.balance')}: <strong>{t('pointCpn.points', { points: numberText(days.data.balance) })}</strong>
      </p>
      <section className="cpn-section" aria-labelledby="cpn-today">
        <h2 id="cpn-today">{t('pointCpn.my.today')}</h2>
        {today.length === 0 ? <p>{t('pointCpn.my.todayEmpty')}</p> : today.map((cpn) => <CpnDayCard key={cpn.cpnId} cpn={cpn} />)}
      </section>
      <section className="cpn-section" aria-labelledby="cpn-upcoming">
        <h2 id="cpn-upcoming">{t('pointCpn.my.upcoming')}</h2>
        {upcoming.length === 0 ? <p>{t('pointCpn.my.upcomingEmpty')}</p> : upcoming.map((cpn) => <CpnDayCard key={cpn.cpnId} cpn={cpn} />)}
      </section>
      <section className="cpn-section" aria-labelledby="cpn-history">
        <h2 id="cpn-history">{t('pointCpn.my.history')}</h2>
        {my.data && my.data.list.length > 0 ? (
          <>
            <MyCpnTable list={my.data.list} />
            <Pagination pagination={my.data.pagination} onChange={setPage} />
          </>
        ) : (
          my.data && <p>{t('pointCpn.my.historyEmpty')}</p>
        )}
      </section>
    </div>
  );
}

function CpnDayCard({ cpn }: { cpn: TCpnDay }) {
  const { t } = useTranslation();
  const enter = useEnterCpn();
  const open = cpn.openYn === 'Y';
  const full = cpn.myEntryCnt >= cpn.entryLimitCnt;
  const headingId = `cpn-day-${cpn.cpnId}`;

  const onEnter = async () => {
    if (!(await showConfirm(t('pointCpn.my.enterConfirm', { prizeNm: cpn.prizeNm, points: numberText(cpn.entryPoints) })))) return;
    const answer = await enter.mutateAsync(cpn.cpnId).catch(() => null);
    if (answer) await showAlert(t('pointCpn.my.entered', { entryNo: answer.entryNo }));
  };

  return (
    <article className="cpn-card" aria-labelledby={headingId}>
      <h3 id={headingId}>{cpn.prizeNm}</h3>
      {cpn.prizeCn && <p className="cpn-pre">{cpn.prizeCn}</p>}
      <dl className="cpn-meta">
        <dt>{t('pointCpn.my.drawYmd')}</dt>
        <dd>{cpn.drawYmd}</dd>
        <dt>{t('pointCpn.my.winnerCnt')}</dt>
        <dd>{t('pointCpn.cnt', { count: cpn.winnerCnt })}</dd>
        <dt>{t('pointCpn.my.entryPoints')}</dt>
        <dd>{t('pointCpn.points', { points: numberText(cpn.entryPoints) })}</dd>
        <dt>{t('pointCpn.my.entryLimit')}</dt>
        <dd>{t('pointCpn.times', { count: cpn.entryLimitCnt })}</dd>
        <dt>{t('pointCpn.my.entryCnt')}</dt>
        <dd>{numberText(cpn.entryCnt)}</dd>
        <dt>{t('pointCpn.my.myEntryCnt')}</dt>
        <dd>{t('pointCpn.times', { count: cpn.myEntryCnt })}</dd>
        <dt>{t('pointCpn.my.commit')}</dt>
        <dd className="cpn-hash">{cpn.commitHash}</dd>
      </dl>
      <p className="cpn-help">{t('pointCpn.my.commitHelp')}</p>
      {open && (
        <div className="cpn-actions">
          <button type="button" className="btn btn--primary" onClick={() => void onEnter()} disabled={full || enter.isPending} aria-describedby={headingId}>
            {enter.isPending ? t('pointCpn.my.entering') : t('pointCpn.my.enter')}
          </button>
          {full && <span>{t('pointCpn.my.limitDone')}</span>}
        </div>
      )}
    </article>
  );
}

function resultText(row: TMyCpn, t: (key: string) => string): string {
  if (row.cpnSttsCd === 'CNCL') return t('pointCpn.my.cancelled');
  if (row.cpnSttsCd === 'OPEN') return t('pointCpn.my.waiting');
  if (row.winYn === 'N') return t('pointCpn.my.lost');
  return `${t('pointCpn.my.won')} · ${t(row.handoverYn === 'Y' ? 'pointCpn.my.handedOver' : 'pointCpn.my.notHanded')}`;
}

function MyCpnTable({ list }: { list: TMyCpn[] }) {
  const { t } = useTranslation();
  return (
    <table className="cpn-table">
      <caption className="sr-only">{t('pointCpn.my.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('pointCpn.my.drawYmd')}</th>
          <th scope="col">{t('pointCpn.my.prize')}</th>
          <th scope="col">{t('pointCpn.my.entryNos')}</th>
          <th scope="col">{t('pointCpn.my.result')}</th>
        </tr>
      </thead>
      <tbody>
        {list.map((row) => (
          <tr key={row.cpnId}>
            <td data-label={t('pointCpn.my.drawYmd')}>{row.drawYmd}</td>
            <td data-label={t('pointCpn.my.prize')}>
              {row.cpnSttsCd === 'DRAWN' ? (
                <Link to={`/eduIntdcn/dayBsdCpn/${row.cpnId}`} aria-label={t('pointCpn.my.resultLink', { prizeNm: row.prizeNm })}>
                  {row.prizeNm}
                </Link>
              ) : (
                row.prizeNm
              )}
            </td>
            <td data-label={t('pointCpn.my.entryNos')}>{row.entryNos.join(', ')}</td>
            <td data-label={t('pointCpn.my.result')} className={row.winYn === 'Y' ? 'cpn-won' : undefined}>
              {resultText(row, t)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
