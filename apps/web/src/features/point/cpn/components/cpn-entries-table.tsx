import type { TCpnPublicEntry } from '@portal/contract';
import { useTranslation } from '../../../../lib/i18n';

/** A published list of entries (entry number, entrant number, masked name), the winners marked. */
export function CpnEntriesTable({ entries, winners, caption }: { entries: TCpnPublicEntry[]; winners?: Set<number>; caption: string }) {
  const { t } = useTranslation();
  return (
    <table className="cpn-table">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('pointCpn.result.entryNo')}</th>
          <th scope="col">{t('pointCpn.result.entrantNo')}</th>
          <th scope="col">{t('pointCpn.result.shownNm')}</th>
          {winners && <th scope="col">{t('pointCpn.my.result')}</th>}
        </tr>
      </thead>
      <tbody>
        {entries.map((e) => (
          <tr key={e.entryNo}>
            <td data-label={t('pointCpn.result.entryNo')}>{e.entryNo}</td>
            <td data-label={t('pointCpn.result.entrantNo')}>{e.entrantNo}</td>
            <td data-label={t('pointCpn.result.shownNm')}>{e.shownNm}</td>
            {winners && (
              <td data-label={t('pointCpn.my.result')} className={winners.has(e.entryNo) ? 'cpn-won' : undefined}>
                {winners.has(e.entryNo) ? t('pointCpn.my.won') : '-'}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
