import { BarChart, RadarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, RadarComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

// only the parts the result charts use (the inspection radar hexagon, the bars of inspections and surveys), drawn as SVG so they print sharply; loaded lazily by the pages that chart
echarts.use([RadarChart, BarChart, RadarComponent, GridComponent, LegendComponent, SVGRenderer]);

export { echarts };
