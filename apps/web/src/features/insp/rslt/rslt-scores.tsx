import { INSP_LEVEL, type TInspRslt } from '@portal/contract';
import { useTranslation } from '../../../lib/i18n';
import { codeParts, shownScales } from './rslt-summary';

/** Every scale's score, level (and percentile, rank) as a table: the charts' text alternative. */
export function RsltScoreTable({ rslt }: { rslt: TInspRslt }) {
  const { t } = useTranslation();
  const { normApplied } = rslt.scores;
  const ranking = rslt.display === 'ranking';
  return (
    <>
      <table className="insp-table rslt-scores">
        <caption>{t('insp.rslt.scores')}</caption>
        <thead>
          <tr>
            {ranking && <th scope="col">{t('insp.rslt.rank')}</th>}
            <th scope="col">{t('insp.rslt.scale')}</th>
            <th scope="col">{t('insp.rslt.score')}</th>
            {normApplied && <th scope="col">{t('insp.rslt.pctl')}</th>}
            <th scope="col">{t('insp.rslt.level')}</th>
          </tr>
        </thead>
        <tbody>
          {shownScales(rslt).map((s) => (
            <tr key={s.scaleId}>
              {ranking && <td>{t('insp.rslt.rankValue', { rank: s.rank })}</td>}
              <th scope="row">{s.scaleNm}</th>
              <td className="insp-table__num">{Math.round(s.pct)}</td>
              {normApplied && <td className="insp-table__num">{s.pctl === null ? '-' : Math.round(s.pctl)}</td>}
              <td>
                <span className={`rslt-level rslt-level--${s.level}`}>{INSP_LEVEL[s.level]}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="rslt-note">{t('insp.rslt.scoreNote')}</p>
      {normApplied && <p className="rslt-note">{t('insp.rslt.normNote')}</p>}
    </>
  );
}

/** The level texts: for a ranking those of the values ranked first, else every scale's. */
export function RsltTexts({ rslt }: { rslt: TInspRslt }) {
  const { t } = useTranslation();
  const top = new Set(codeParts(rslt));
  const scales = shownScales(rslt).filter((s) => s.text && (rslt.display !== 'ranking' || top.has(s.scaleId)));
  if (scales.length === 0) return null;
  return (
    <section className="rslt-texts" aria-labelledby="rslt-texts-title">
      <h3 id="rslt-texts-title">{t('insp.rslt.texts')}</h3>
      {scales.map((s) => (
        <div key={s.scaleId} className="rslt-texts__scale">
          <h4>
            {s.scaleNm} <span className={`rslt-level rslt-level--${s.level}`}>{INSP_LEVEL[s.level]}</span>
          </h4>
          <p>{s.text}</p>
        </div>
      ))}
    </section>
  );
}
