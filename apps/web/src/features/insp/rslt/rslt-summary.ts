import { HOLLAND_NM, type TInspRslt, type THollandType } from '@portal/contract';
import type { TFunction } from '../../../lib/i18n';

/** The scales in the order the result shows them: by rank for a ranking, else as the test lists them. */
export const shownScales = (rslt: Pick<TInspRslt, 'display' | 'scores'>) =>
  rslt.display === 'ranking' ? [...rslt.scores.scales].sort((a, b) => a.rank - b.rank) : rslt.scores.scales;

/** The chart's kind and title for a display. */
export const chartOf = (display: TInspRslt['display'], t: TFunction) =>
  display === 'hexagon'
    ? { kind: 'radar' as const, title: t('insp.rslt.chartHexagon') }
    : { kind: 'bar' as const, title: t(display === 'bars' ? 'insp.rslt.chartBars' : 'insp.rslt.chartRanking') };

/** The chart in words: its title and every scale's score. */
export function chartSummary(rslt: Pick<TInspRslt, 'display' | 'scores'>, t: TFunction): string {
  const summary = shownScales(rslt)
    .map((s) => t('insp.rslt.chartItem', { scaleNm: s.scaleNm, pct: Math.round(s.pct) }))
    .join(', ');
  return t('insp.rslt.chartSummary', { title: chartOf(rslt.display, t).title, summary });
}

/** A Holland letter with its type's name (S 사회형); another id as it is. */
export const hollandName = (letter: string) => (letter in HOLLAND_NM ? `${letter} ${HOLLAND_NM[letter as THollandType]}` : letter);

/** The code's parts: Holland letters for a hexagon, the top scale ids for a ranking. */
export const codeParts = (rslt: Pick<TInspRslt, 'display' | 'scores'>): string[] => {
  const { code } = rslt.scores;
  if (!code) return [];
  return rslt.display === 'hexagon' ? code.split('') : code.split(',');
};
