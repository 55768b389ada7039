import { INSP_BAND_NM } from '@portal/contract';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { useRsltList } from '../api/insp-queries';
import { formatInspDate, rsltPath } from '../insp-format';

/** The caller's results per test: the latest first and every earlier one, with a comparison of the latest two. */
export function RsltList() {
  const { t } = useTranslation();
  const list = useRsltList();
  if (list.isPending) return <p role="status">{t('insp.loading')}</p>;
  if (list.isError) return <p role="alert">{t('insp.loadFailed')}</p>;
  if (list.data.list.length === 0) {
    return (
      <div className="rslt-empty">
        <p>{t('insp.rslt.empty')}</p>
        <Link className="btn btn--primary" to="/crrInsp/crrInsp">
          {t('insp.rslt.toCatalogue')}
        </Link>
      </div>
    );
  }
  return (
    <div className="rslt-list">
      {list.data.list.map((insp) => {
        const [latest, previous] = insp.attempts;
        const headingId = `rslt-${insp.inspName}`;
        return (
          <section key={insp.inspId} className="rslt-list__insp" aria-labelledby={headingId}>
            <h2 id={headingId}>{insp.inspNm}</h2>
            <table className="insp-table">
              <caption className="sr-only">{t('insp.rslt.attempts', { inspNm: insp.inspNm })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('insp.rslt.cmplAt')}</th>
                  <th scope="col">{t('insp.rslt.band')}</th>
                  <th scope="col">{t('insp.rslt.code')}</th>
                  <th scope="col">
                    <span className="sr-only">{t('insp.rslt.view')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {insp.attempts.map((attempt, index) => {
                  const date = formatInspDate(attempt.cmplAt);
                  return (
                    <tr key={attempt.sheetId}>
                      <th scope="row">
                        {date}
                        {index === 0 && <span className="rslt-list__latest">{t('insp.rslt.latest')}</span>}
                      </th>
                      <td>{INSP_BAND_NM[attempt.band]}</td>
                      <td>{attempt.code ?? '-'}</td>
                      <td>
                        <Link to={rsltPath(attempt.sheetId)} aria-label={t('insp.rslt.viewLabel', { date, inspNm: insp.inspNm })}>
                          {t('insp.rslt.view')}
                        </Link>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            {latest && previous && (
              <p className="rslt-list__compare">
                <Link
                  className="btn btn--secondary"
                  to={rsltPath(latest.sheetId, previous.sheetId)}
                  aria-label={t('insp.list.actionLabel', { inspNm: insp.inspNm, action: t('insp.rslt.compareLatest') })}
                >
                  {t('insp.rslt.compareLatest')}
                </Link>
              </p>
            )}
          </section>
        );
      })}
    </div>
  );
}
