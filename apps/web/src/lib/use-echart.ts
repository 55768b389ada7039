import type { EChartsCoreOption } from 'echarts/core';
import { type RefObject, useEffect } from 'react';

/**
 * Draws an ECharts option in the element (SVG, in the page's font) and keeps it sized to it. ECharts
 * is imported lazily here (lib/echarts-setup), so it loads with the pages that chart only; the chart
 * is drawn again when the option changes and disposed with the element.
 */
export function useEChart(ref: RefObject<HTMLElement | null>, option: EChartsCoreOption): void {
  const data = JSON.stringify(option);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let disposed = false;
    let cleanup = () => undefined as void;
    void import('./echarts-setup').then(({ echarts }) => {
      if (disposed) return;
      const chart = echarts.init(element, null, { renderer: 'svg' });
      chart.setOption({ textStyle: { fontFamily: getComputedStyle(element).fontFamily }, ...(JSON.parse(data) as EChartsCoreOption) });
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
  }, [ref, data]);
}
