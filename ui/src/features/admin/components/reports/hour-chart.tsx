import type { ReportFigures } from '@contract/reports';
import { formatYen } from '@/i18n/format';
import { niceMax } from './report-view';
import styles from './reports.module.css';

const WIDTH = 480;
const HEIGHT = 200;
const LEFT = 60;
const BOTTOM = 24;
const TOP = 8;

export interface HourChartProps {
  hours: ReportFigures['hours'];
  label: string;
  hourLabel: (hour: number) => string;
}

/**
 * 時間帯別売上: one bar per hour of the business day (5時 to 翌4時), plain SVG scaled to its box
 * (no chart library: two bar charts did not earn one's weight in the bundle).
 */
export function HourChart({ hours, label, hourLabel }: HourChartProps) {
  const top = niceMax(Math.max(...hours.map((h) => h.sales)));
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const slot = (WIDTH - LEFT) / hours.length;
  const y = (value: number) => TOP + plotHeight - (value / top) * plotHeight;
  return (
    <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label}>
      {[0, 0.5, 1].map((f) => (
        <g key={f}>
          <line x1={LEFT} x2={WIDTH} y1={y(top * f)} y2={y(top * f)} className={styles.gridLine} />
          <text x={LEFT - 6} y={y(top * f) + 4} textAnchor="end" className={styles.axisText}>
            {formatYen(top * f)}
          </text>
        </g>
      ))}
      {hours.map((h, i) => {
        const x = LEFT + i * slot;
        return (
          <g key={h.hour} data-hour={h.hour}>
            {h.sales > 0 && (
              <rect
                x={x + slot * 0.15}
                y={y(h.sales)}
                width={slot * 0.7}
                height={TOP + plotHeight - y(h.sales)}
                className={styles.bar}
              >
                <title>{`${hourLabel(h.hour)} ${formatYen(h.sales)}（${h.bills}件）`}</title>
              </rect>
            )}
            {i % 3 === 0 && (
              <text x={x + slot / 2} y={HEIGHT - 4} textAnchor="middle" className={styles.axisText}>
                {hourLabel(h.hour)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
