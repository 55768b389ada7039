import { INSP_BAND_NM, type TInspRslt } from '@portal/contract';
import { Link, useLocation } from 'react-router';
import { RecordPage } from '../../../app/routes/record-page';
import { MetaList } from '../../../components/card-list';
import { useTranslation } from '../../../lib/i18n';
import { inspClient } from '../api/insp-client';
import { useRslt } from '../api/insp-queries';
import { formatInspDate, inspPath, rsltPath } from '../insp-format';
import { RsltChart } from './rslt-chart';
import { RsltCode, RsltWhy } from './rslt-code';
import { RsltCompare } from './rslt-compare';
import { RsltScoreTable, RsltTexts } from './rslt-scores';
import { chartOf, chartSummary, shownScales } from './rslt-summary';

/** The points the submit credited, handed over by the test page. */
function usePointOfSubmit(): number {
  const state: unknown = useLocation().state;
  return state && typeof state === 'object' && 'point' in state && typeof state.point === 'number' ? state.point : 0;
}

function RsltView({ rslt, cmpId }: { rslt: TInspRslt; cmpId: number | null }) {
  const { t } = useTranslation();
  const point = usePointOfSubmit();
  const chart = chartOf(rslt.display, t);
  const scales = shownScales(rslt);
  return (
    <article className="rslt">
      <header className="rslt__head">
        <h2 className="rslt__title">{t('insp.rslt.heading', { inspNm: rslt.inspNm })}</h2>
        <MetaList
          items={[
            { label: t('insp.rslt.cmplAt'), value: formatInspDate(rslt.cmplAt) },
            { label: t('insp.rslt.band'), value: INSP_BAND_NM[rslt.band] },
          ]}
        />
        {point > 0 && (
          <p role="status" className="rslt__point no-print">
            {t('insp.rslt.point', { point })}
          </p>
        )}
        <div className="rslt__actions no-print">
          <a className="btn btn--primary" href={inspClient.urlOf('rsltPdf', { params: { sheetId: rslt.sheetId } })} download>
            {t('insp.rslt.pdf')}
          </a>
          <button type="button" className="btn btn--secondary" onClick={() => window.print()}>
            {t('insp.rslt.print')}
          </button>
          <Link className="btn btn--secondary" to={inspPath(rslt.inspName)}>
            {t('insp.rslt.retake')}
          </Link>
          <Link className="btn btn--secondary" to={rsltPath()}>
            {t('insp.rslt.toList')}
          </Link>
        </div>
      </header>
      <RsltCode rslt={rslt} />
      <figure className="rslt-figure">
        <RsltChart
          kind={chart.kind}
          labels={scales.map((s) => s.scaleNm)}
          series={[{ name: formatInspDate(rslt.cmplAt), values: scales.map((s) => Math.round(s.pct)) }]}
          summary={chartSummary(rslt, t)}
        />
        <figcaption>{chart.title}</figcaption>
      </figure>
      <RsltScoreTable rslt={rslt} />
      <RsltTexts rslt={rslt} />
      {rslt.display === 'hexagon' && <RsltWhy rslt={rslt} />}
      <RsltCompare key={rslt.sheetId} rslt={rslt} cmpId={cmpId} />
    </article>
  );
}

/** One result (`?sheetId=`), with a comparison when `&cmp=` names another attempt; another member's is not found. */
export function RsltDetail({ sheetId, cmpId }: { sheetId: number; cmpId: number | null }) {
  const { t } = useTranslation();
  const query = useRslt(sheetId, true);
  return (
    <RecordPage query={query} name={(rslt) => t('insp.rslt.heading', { inspNm: rslt.inspNm })} failed={() => <p role="alert">{t('insp.loadFailed')}</p>}>
      {(rslt) => <RsltView rslt={rslt} cmpId={cmpId} />}
    </RecordPage>
  );
}
