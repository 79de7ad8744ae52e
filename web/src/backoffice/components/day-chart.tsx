import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip, type ChartConfiguration } from 'chart.js';
import { useEffect, useRef } from 'react';

/** One bar series of a day chart: its name, colour (one, or one per day) and values. */
export interface DaySeries {
  label: string;
  color: string | readonly string[];
  values: readonly number[];
}

export interface DayChartProps {
  /** What the picture shows, read out in place of it (the numbers are in the days table). */
  label: string;
  /** The days, as shown under the bars. */
  labels: readonly string[];
  series: readonly DaySeries[];
  /** A value in full (the tooltip). */
  formatValue(value: number): string;
  /** A value in short (the axis). */
  formatTick(value: number): string;
  testId: string;
}

let registered = false;

/** Only the parts these charts draw, so the rest of the library stays out of the bundle. */
function registerParts() {
  if (registered) return;
  Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);
  registered = true;
}

const TICK = '#9ca3af';
const GRID = 'rgba(255, 255, 255, 0.08)';

/** Bars per day on a canvas (Chart.js), loaded with the dashboard only; it fills its box's width. */
export default function DayChart({ label, labels, series, formatValue, formatTick, testId }: DayChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!canvas.current) return;
    registerParts();
    const config: ChartConfiguration<'bar', number[], string> = {
      type: 'bar',
      data: {
        labels: [...labels],
        datasets: series.map((s) => ({
          label: s.label,
          data: [...s.values],
          backgroundColor: typeof s.color === 'string' ? s.color : [...s.color],
          borderRadius: 3,
          maxBarThickness: 28,
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        interaction: { mode: 'index', intersect: false },
        scales: {
          x: { ticks: { color: TICK, maxRotation: 0, autoSkipPadding: 8 }, grid: { display: false } },
          y: { ticks: { color: TICK, callback: (value) => formatTick(Number(value)) }, grid: { color: GRID } },
        },
        plugins: {
          legend: { display: series.length > 1, labels: { color: TICK, boxWidth: 12 } },
          tooltip: { callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${formatValue(Number(item.raw))}` } },
        },
      },
    };
    const chart = new Chart(canvas.current, config);
    return () => chart.destroy();
  }, [labels, series, formatValue, formatTick]);

  return (
    <div className="relative h-56 w-full sm:h-64" data-testid={testId}>
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
