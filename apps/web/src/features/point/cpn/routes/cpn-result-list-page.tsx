import { useState } from 'react';
import { Link } from 'react-router';
import { Pagination } from '../../../../components/pagination';
import { useTranslation } from '../../../../lib/i18n';
import { useCpnResultList } from '../api/cpn-queries';
import { dateTimeOf, numberText } from '../components/cpn-format';
import '../cpn-catalogue';
import '../cpn.css';

/** /eduIntdcn/dayBsdCpn (anyone): the drawn coupon days, newest first, each with its verifiable result. */
export function CpnResultListPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useCpnResultList(page);
  return (
    <div className="cpn-page">
      <p>{t('pointCpn.result.intro')}</p>
      {query.isPending && <p role="status">{t('layout.loading')}</p>}
      {query.error && <p role="alert">{t('common.error')}</p>}
      {query.data &&
        (query.data.list.length === 0 ? (
          <p>{t('pointCpn.result.empty')}</p>
        ) : (
          <>
            <p>{t('pointCpn.result.count', { total: numberText(query.data.pagination.countItem) })}</p>
            <table className="cpn-table">
              <caption className="sr-only">{t('pointCpn.result.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('pointCpn.my.drawYmd')}</th>
                  <th scope="col">{t('pointCpn.my.prize')}</th>
                  <th scope="col">{t('pointCpn.my.winnerCnt')}</th>
                  <th scope="col">{t('pointCpn.my.entryCnt')}</th>
                  <th scope="col">{t('pointCpn.result.drawDt')}</th>
                </tr>
              </thead>
              <tbody>
                {query.data.list.map((row) => (
                  <tr key={row.cpnId}>
                    <td data-label={t('pointCpn.my.drawYmd')}>{row.drawYmd}</td>
                    <td data-label={t('pointCpn.my.prize')}>
                      <Link to={`/eduIntdcn/dayBsdCpn/${row.cpnId}`}>{row.prizeNm}</Link>
                    </td>
                    <td data-label={t('pointCpn.my.winnerCnt')}>{t('pointCpn.cnt', { count: row.winnerCnt })}</td>
                    <td data-label={t('pointCpn.my.entryCnt')}>{numberText(row.entryCnt)}</td>
                    <td data-label={t('pointCpn.result.drawDt')}>{dateTimeOf(row.drawDt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pagination pagination={query.data.pagination} onChange={setPage} />
          </>
        ))}
    </div>
  );
}
