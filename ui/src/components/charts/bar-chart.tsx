import { formatYen } from '@/i18n/format';
import styles from './bar-chart.module.css';

const WIDTH = 480;
const HEIGHT = 200;
const LEFT = 64;
const BOTTOM = 24;
const TOP = 8;

export interface Bar {
  key: string | number;
  /** Under the bar (every `labelEvery`-th is written). */
  label: string;
  value: number;
  /** The hover text. */
  title: string;
}

/** The smallest 1, 2 or 5 times a power of ten at or above `max`: the chart's top line. */
export function niceMax(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) if (step * power >= max) return step * power;
  return 10 * power;
}

/**
 * Bars of yen (sales by hour, by day), plain SVG scaled to its box: no chart library, as the
 * box's report draws its own (a few bar charts do not earn one's weight in the bundle).
 */
export function BarChart({ bars, label, labelEvery = 1 }: { bars: readonly Bar[]; label: string; labelEvery?: number }) {
  const top = niceMax(Math.max(0, ...bars.map((b) => b.value)));
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const slot = (WIDTH - LEFT) / Math.max(1, bars.length);
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
      {bars.map((bar, i) => {
        const x = LEFT + i * slot;
        return (
          <g key={bar.key} data-bar={bar.key}>
            {bar.value > 0 && (
              <rect
                x={x + slot * 0.15}
                y={y(bar.value)}
                width={slot * 0.7}
                height={TOP + plotHeight - y(bar.value)}
                className={styles.bar}
              >
                <title>{bar.title}</title>
              </rect>
            )}
            {i % labelEvery === 0 && (
              <text x={x + slot / 2} y={HEIGHT - 4} textAnchor="middle" className={styles.axisText}>
                {bar.label}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
