/** What the report page shows, pure: the change against last week and the chart's scale. */

export type CompareTone = 'up' | 'down' | 'same' | 'none';

export interface Comparison {
  tone: CompareTone;
  /** The change in percent, rounded to a whole number, without its sign ("12%"); "" for none. */
  percent: string;
}

/** This period against the same weekdays last week: none when last week had nothing to compare with. */
export function compare(now: number | null, before: number | null): Comparison {
  if (now === null || before === null || before === 0) return { tone: 'none', percent: '' };
  const change = Math.round(((now - before) / before) * 100);
  if (change === 0) return { tone: 'same', percent: '0%' };
  return { tone: change > 0 ? 'up' : 'down', percent: `${Math.abs(change).toLocaleString('ja-JP')}%` };
}

export { niceMax } from '@/components/charts/bar-chart';
