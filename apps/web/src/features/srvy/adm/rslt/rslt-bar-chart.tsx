import { useRef } from 'react';
import { useEChart } from '../../../../lib/use-echart';

type TProps = {
  /** the bars' names, top to bottom */
  labels: string[];
  values: number[];
  /** the axis' end (100 for percents, the scale's top for means); the largest value when absent */
  max?: number;
  /** what the chart shows, in words (its accessible name; the table beside it says the same) */
  summary: string;
};

/** A horizontal bar chart of one question's result (ECharts, loaded with the results page only). */
export function RsltBarChart({ labels, values, max, summary }: TProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEChart(ref, {
    animation: false,
    color: ['#256ef4'],
    grid: { left: 8, right: 40, top: 8, bottom: 8, containLabel: true },
    xAxis: { type: 'value', min: 0, max },
    yAxis: { type: 'category', data: labels, inverse: true, axisLabel: { color: '#1e2124', width: 160, overflow: 'truncate' } },
    series: [{ type: 'bar', data: values, label: { show: true, position: 'right' } }],
  });

  return <div ref={ref} className="srvy-rslt__chart" style={{ height: labels.length * 32 + 24 }} role="img" aria-label={summary} />;
}
