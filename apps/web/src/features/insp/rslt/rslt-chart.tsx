import { useRef } from 'react';
import { useEChart } from '../../../lib/use-echart';

export type TChartSeries = { name: string; values: number[] };

type TProps = {
  kind: 'radar' | 'bar';
  /** the scales' names, in the order of the values */
  labels: string[];
  /** one series, or two when comparing (earlier first) */
  series: TChartSeries[];
  /** what the chart shows, in words (its accessible name) */
  summary: string;
};

const COLORS = ['#256ef4', '#e06a00'];

/** The chart's options: values are 0..100 of each scale's range. */
function optionOf({ kind, labels, series }: Omit<TProps, 'summary'>) {
  const legend = series.length > 1 ? { bottom: 0, data: series.map((s) => s.name) } : undefined;
  const base = { animation: false, color: COLORS, legend };
  if (kind === 'radar') {
    return {
      ...base,
      radar: { indicator: labels.map((name) => ({ name, max: 100 })), radius: '62%', axisName: { color: '#1e2124', fontSize: 13 } },
      series: [{ type: 'radar', data: series.map((s) => ({ name: s.name, value: s.values, areaStyle: { opacity: 0.15 } })) }],
    };
  }
  return {
    ...base,
    grid: { left: 8, right: 24, top: 8, bottom: legend ? 32 : 8, containLabel: true },
    xAxis: { type: 'value', min: 0, max: 100 },
    // the first scale on top
    yAxis: { type: 'category', data: labels, inverse: true, axisLabel: { color: '#1e2124' } },
    series: series.map((s) => ({ type: 'bar', name: s.name, data: s.values, label: { show: true, position: 'right' } })),
  };
}

/**
 * A result chart (ECharts, loaded with the result page only, issue 16). It is a picture named by its
 * summary; the page's table of scores says the same in text.
 */
export function RsltChart({ kind, labels, series, summary }: TProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEChart(ref, optionOf({ kind, labels, series }));

  // bars: a row per scale (two bars a row when comparing)
  const height = kind === 'bar' ? labels.length * series.length * 24 + labels.length * 12 + 48 : undefined;
  return <div ref={ref} className={`rslt-chart rslt-chart--${kind}`} style={height ? { height } : undefined} role="img" aria-label={summary} />;
}
