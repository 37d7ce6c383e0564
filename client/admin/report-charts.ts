import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import type { Locale } from '../../shared/locale.ts';

/*
 * Chart.js for the reports screen only (issue #32): this module is imported by report-chart.tsx with import(), so it and
 * Chart.js are a chunk that no other screen loads. Only the parts the reports draw are registered.
 */
Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend, ArcElement);

export interface ChartSeries {
  label: string;
  values: number[];
  /** Drawn as a line on the right-hand (counts) axis, over bars of money. */
  line?: boolean;
}

export interface ChartSpec {
  labels: string[];
  series: ChartSeries[];
  /** Bars across (long names: products, searches). */
  horizontal?: boolean;
}

const COLOURS = ['#1f5fa8', '#d9822b', '#2e8b57', '#8e44ad'];

/** A long name (a product's) cut on the chart's axis, which a phone has little room for; the table has it whole. */
const LABEL_MAX = 22;
const short = (label: string) => (label.length > LABEL_MAX ? `${label.slice(0, LABEL_MAX - 1)}…` : label);

/**
 * Draws a chart on `canvas` in the screen's language: right to left in Persian (axes, legend and tooltips), its numbers
 * in the page's digits (`locale: 'fa-IR'` and the site's own number formatting, handed in as `format` so that this
 * chunk shares no module with the screens). Answers the chart, to destroy.
 */
export function drawChart(canvas: HTMLCanvasElement, spec: ChartSpec, locale: Locale, format: (n: number) => string): Chart {
  const rtl = locale === 'fa';
  const number = (v: number | string) => format(Number(v));
  const hasLine = spec.series.some((s) => s.line);
  const valueAxis = { beginAtZero: true, ticks: { callback: number } };
  const direction = { rtl, textDirection: rtl ? 'rtl' : 'ltr' } as const;
  const config: ChartConfiguration<'bar' | 'line'> = {
    type: 'bar',
    data: {
      labels: spec.labels,
      datasets: spec.series.map((s, i) => ({
        type: s.line ? ('line' as const) : ('bar' as const),
        label: s.label,
        data: s.values,
        backgroundColor: COLOURS[i % COLOURS.length],
        borderColor: COLOURS[i % COLOURS.length],
        ...(s.line ? { yAxisID: 'counts' } : {}),
      })),
    },
    options: {
      locale: rtl ? 'fa-IR' : 'en-US',
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      indexAxis: spec.horizontal ? 'y' : 'x',
      scales: spec.horizontal
        ? {
            x: { ...valueAxis, reverse: rtl },
            y: { position: rtl ? 'right' : 'left', ticks: { callback: (_value, index) => short(spec.labels[index] ?? '') } },
          }
        : {
            x: { reverse: rtl },
            y: { ...valueAxis, position: rtl ? 'right' : 'left' },
            ...(hasLine ? { counts: { ...valueAxis, position: rtl ? 'left' : 'right', grid: { drawOnChartArea: false } } } : {}),
          },
      plugins: {
        legend: { ...direction, display: spec.series.length > 1 },
        tooltip: { ...direction, callbacks: { label: (item) => `${item.dataset.label}: ${number(item.parsed[spec.horizontal ? 'x' : 'y'] ?? 0)}` } },
      },
    },
  };
  return new Chart(canvas, config);
}
