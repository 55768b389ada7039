import { INSP_BAND_NM, INSP_LEVEL, INSP_MESSAGES, type TInspRslt } from '@portal/contract';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';
import { useRslt, useRsltList } from '../api/insp-queries';
import { formatInspDate, rsltPath } from '../insp-format';
import { RsltChart } from './rslt-chart';
import { chartOf, shownScales } from './rslt-summary';

/** Two attempts of one test side by side, the earlier first: the scores, their differences, the codes. */
function RsltSideBySide({ rslt, other }: { rslt: TInspRslt; other: TInspRslt }) {
  const { t } = useTranslation();
  const [before, after] = rslt.cmplAt <= other.cmplAt ? [rslt, other] : [other, rslt];
  const dates = { before: formatInspDate(before.cmplAt), after: formatInspDate(after.cmplAt) };
  const earlier = new Map(before.scores.scales.map((s) => [s.scaleId, s]));
  const rows = shownScales(after).map((s) => ({ now: s, then: earlier.get(s.scaleId) }));
  const diffText = (diff: number) =>
    diff === 0 ? t('insp.rslt.compare.same') : t(diff > 0 ? 'insp.rslt.compare.up' : 'insp.rslt.compare.down', { diff: Math.abs(diff) });
  const chart = chartOf(after.display, t);
  const summary = t('insp.rslt.chartCompare', {
    title: chart.title,
    ...dates,
    summary: rows
      .map(({ now, then }) => t('insp.rslt.chartCompareItem', { scaleNm: now.scaleNm, before: then ? Math.round(then.pct) : '-', after: Math.round(now.pct) }))
      .join(', '),
  });

  return (
    <div className="rslt-compare__body">
      {after.scores.code !== null && (
        <p className="rslt-compare__code">
          {t('insp.rslt.code')}: {t('insp.rslt.compare.codeChange', { before: before.scores.code ?? '-', after: after.scores.code })}
        </p>
      )}
      <figure className="rslt-figure">
        <RsltChart
          kind={chart.kind}
          labels={rows.map((r) => r.now.scaleNm)}
          series={[
            { name: dates.before, values: rows.map((r) => Math.round(r.then?.pct ?? 0)) },
            { name: dates.after, values: rows.map((r) => Math.round(r.now.pct)) },
          ]}
          summary={summary}
        />
        <figcaption>{chart.title}</figcaption>
      </figure>
      <table className="insp-table">
        <caption>{t('insp.rslt.compare.table')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('insp.rslt.scale')}</th>
            <th scope="col">{dates.before}</th>
            <th scope="col">{dates.after}</th>
            <th scope="col">{t('insp.rslt.compare.diff')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ now, then }) => (
            <tr key={now.scaleId}>
              <th scope="row">{now.scaleNm}</th>
              <td>{then ? `${Math.round(then.pct)} (${INSP_LEVEL[then.level]})` : '-'}</td>
              <td>{`${Math.round(now.pct)} (${INSP_LEVEL[now.level]})`}</td>
              <td>{then ? diffText(Math.round(now.pct) - Math.round(then.pct)) : '-'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Comparing with another attempt of the same test (a re-test over school years): a select of the
 * caller's other attempts, and `?cmp=` shows the two side by side.
 */
export function RsltCompare({ rslt, cmpId }: { rslt: TInspRslt; cmpId: number | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const selectId = useId();
  const list = useRsltList();
  const other = useRslt(cmpId ?? 0, cmpId !== null);
  const attempts = (list.data?.list.find((insp) => insp.inspId === rslt.inspId)?.attempts ?? []).filter((a) => a.sheetId !== rslt.sheetId);
  // untouched, the select offers the attempt compared now, else the latest other one
  const [picked, setPicked] = useState<string | null>(null);
  const chosen = picked ?? String(cmpId ?? attempts[0]?.sheetId ?? '');
  const otherMissing = isApiError(other.error) && other.error.status === 404;

  // printed only with a comparison to show
  return (
    <section className={other.data ? 'rslt-compare' : 'rslt-compare no-print'} aria-labelledby="rslt-compare-title">
      <h3 id="rslt-compare-title">{t('insp.rslt.compare.title')}</h3>
      {list.data && attempts.length === 0 && <p>{t('insp.rslt.compare.onlyOne')}</p>}
      {attempts.length > 0 && (
        <form
          className="rslt-compare__form no-print"
          onSubmit={(event) => {
            event.preventDefault();
            void navigate(rsltPath(rslt.sheetId, chosen ? Number(chosen) : undefined), { replace: true });
          }}
        >
          <label htmlFor={selectId}>{t('insp.rslt.compare.select')}</label>
          <select id={selectId} className="rslt-compare__select" value={chosen} onChange={(event) => setPicked(event.target.value)}>
            <option value="">{t('insp.rslt.compare.none')}</option>
            {attempts.map((a) => (
              <option key={a.sheetId} value={a.sheetId}>
                {t('insp.rslt.compare.option', { date: formatInspDate(a.cmplAt), band: INSP_BAND_NM[a.band] })}
              </option>
            ))}
          </select>
          <button type="submit" className="btn btn--secondary">
            {t('insp.rslt.compare.apply')}
          </button>
        </form>
      )}
      {otherMissing && <p role="alert">{INSP_MESSAGES.rsltNotFound}</p>}
      {other.data && other.data.inspId === rslt.inspId && <RsltSideBySide rslt={rslt} other={other.data} />}
    </section>
  );
}
