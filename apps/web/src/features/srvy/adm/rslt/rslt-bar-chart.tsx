import { useEffect, useRef } from 'react';

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
  const data = JSON.stringify({ labels, values, max });

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let disposed = false;
    let cleanup = () => undefined as void;
    void import('../../../../lib/echarts-setup').then(({ echarts }) => {
      if (disposed) return;
      const parsed = JSON.parse(data) as Omit<TProps, 'summary'>;
      const chart = echarts.init(element, null, { renderer: 'svg' });
      chart.setOption({
        animation: false,
        color: ['#256ef4'],
        textStyle: { fontFamily: getComputedStyle(element).fontFamily },
        grid: { left: 8, right: 40, top: 8, bottom: 8, containLabel: true },
        xAxis: { type: 'value', min: 0, max: parsed.max },
        yAxis: { type: 'category', data: parsed.labels, inverse: true, axisLabel: { color: '#1e2124', width: 160, overflow: 'truncate' } },
        series: [{ type: 'bar', data: parsed.values, label: { show: true, position: 'right' } }],
      });
      const observer = new ResizeObserver(() => chart.resize());
      observer.observe(element);
      cleanup = () => {
        observer.disconnect();
        chart.dispose();
      };
    });
    return () => {
      disposed = true;
      cleanup();
    };
  }, [data]);

  return <div ref={ref} className="srvy-rslt__chart" style={{ height: labels.length * 32 + 24 }} role="img" aria-label={summary} />;
}
