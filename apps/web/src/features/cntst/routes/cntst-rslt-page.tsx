import { Link } from 'react-router';
import { RecordPage } from '../../../app/routes/record-page';
import { CardListError } from '../../../components/card-list';
import { isApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';
import { useCntstRslt, useCntstView } from '../api/cntst-queries';
import { cntstPath, formatCntstDt } from '../cntst-format';
import { useCntstParams } from '../use-cntst-params';
import '../cntst-catalogue';
import '../cntst.css';

/** Before the announcement the results answer 404: the contest says when they come (a missing contest: the not-found page). */
function NotYet({ cntstId }: { cntstId: number }) {
  const { t } = useTranslation();
  const query = useCntstView(cntstId);
  return (
    <RecordPage query={query}>
      {(view) => (
        <div className="cntst">
          <h2>{view.cntstTtl}</h2>
          <p role="note">{t('cntst.rslt.notYet', { annDt: formatCntstDt(view.annDt) })}</p>
          <p className="cntst__actions">
            <Link className="btn btn--secondary" to={cntstPath(cntstId)}>
              {t('cntst.rslt.toCntst')}
            </Link>
          </p>
        </div>
      )}
    </RecordPage>
  );
}

/**
 * /cntst/:cntstId/rslt (issue 17): the announced winners by prize, names masked (김*생). Before
 * the announcement: '발표 전' with the announcement date.
 */
export function CntstRsltPage() {
  const { t } = useTranslation();
  const { cntstId } = useCntstParams();
  const query = useCntstRslt(cntstId);
  if (cntstId > 0 && isApiError(query.error) && query.error.status === 404) return <NotYet cntstId={cntstId} />;

  return (
    <RecordPage query={query} valid={cntstId > 0} failed={() => <CardListError>{t('cntst.loadFailed')}</CardListError>}>
      {(rslt) => (
        <div className="cntst">
          <h2>{rslt.cntstTtl}</h2>
          <p className="cntst-my__meta">{t('cntst.rslt.annDt', { annDt: formatCntstDt(rslt.pblsDt ?? rslt.annDt) })}</p>
          {rslt.winners.length === 0 ? (
            <p className="card-list__empty">{t('cntst.rslt.empty')}</p>
          ) : (
            <table className="cntst-rslt__table">
              <caption className="sr-only">{t('cntst.rslt.caption', { cntstTtl: rslt.cntstTtl })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('cntst.rslt.prize')}</th>
                  <th scope="col">{t('cntst.rslt.entryTtl')}</th>
                  <th scope="col">{t('cntst.rslt.entrant')}</th>
                  <th scope="col">{t('cntst.rslt.schl')}</th>
                </tr>
              </thead>
              <tbody>
                {rslt.winners.map((winner, index) => (
                  <tr key={`${winner.prizeId}-${index}`}>
                    <th scope="row">{winner.prizeNm}</th>
                    <td data-label={t('cntst.rslt.entryTtl')}>{winner.entryTtl}</td>
                    <td data-label={t('cntst.rslt.entrant')}>{winner.teamNm ? `${winner.teamNm} (${winner.entrantNm})` : winner.entrantNm}</td>
                    <td data-label={t('cntst.rslt.schl')}>{winner.schlNm ?? '-'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <p className="cntst__actions cntst__actions--end">
            <Link className="btn btn--secondary" to={cntstPath(rslt.cntstId)}>
              {t('cntst.rslt.toCntst')}
            </Link>
          </p>
        </div>
      )}
    </RecordPage>
  );
}
