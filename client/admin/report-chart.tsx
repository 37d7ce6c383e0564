import { useEffect, useRef } from 'react';
import { formatNumber } from '../../shared/format.ts';
import { useI18n } from './admin-i18n.tsx';
import type { ChartSpec } from './report-charts.ts';

/**
 * A report's chart: a canvas that Chart.js (its own chunk, loaded on first draw) paints. Its text alternative is the
 * table that follows it (said by the label), so a screen reader or a keyboard has every figure.
 */
export function ReportChart({ spec, label, id }: { spec: ChartSpec; label: string; id: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const { locale } = useI18n();
  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let gone = false;
    void import('./report-charts.ts').then(({ drawChart }) => {
      if (gone || !canvas.current) return;
      chart = drawChart(canvas.current, spec, locale, (n) => formatNumber(n, locale));
      canvas.current.dataset.drawn = 'true';
    });
    return () => {
      gone = true;
      chart?.destroy();
    };
  }, [spec, locale]);
  const height = spec.horizontal ? Math.max(160, spec.labels.length * 28 + 60) : 260;
  return (
    <div className="adm-report-chart" style={{ blockSize: height }}>
      <canvas ref={canvas} id={id} role="img" aria-label={label} />
    </div>
  );
}
