import { BarChart, RadarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, RadarComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

// only the parts the result charts use (the radar hexagon, the bars), drawn as SVG so they print sharply
echarts.use([RadarChart, BarChart, RadarComponent, GridComponent, LegendComponent, SVGRenderer]);

export { echarts };
