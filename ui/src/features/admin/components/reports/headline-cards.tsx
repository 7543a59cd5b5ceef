import type { DailyReport, ReportHeadline } from '@contract/reports';
import { adminText } from '@/i18n/admin';
import { formatYen } from '@/i18n/format';
import { useText } from '@/i18n/use-text';
import { compare } from './report-view';
import styles from './reports.module.css';

interface Tile {
  key: keyof ReportHeadline;
  label: string;
  value: string;
  now: number | null;
  detail?: string;
}

/** 売上, 会計数, 客数, 客単価, 割引, 取消, each against the same weekdays last week. */
export function HeadlineCards({ report }: { report: DailyReport }) {
  const t = useText(adminText).reports;
  const { figures, compare: before } = report;
  const tiles: Tile[] = [
    { key: 'sales', label: t.sales, value: formatYen(figures.sales), now: figures.sales },
    { key: 'bills', label: t.bills, value: t.billsValue(figures.bills), now: figures.bills },
    {
      key: 'guests',
      label: t.guests,
      value: t.guestsValue(figures.guests.total),
      now: figures.guests.total,
      detail: t.guestsDetail(figures.guests.adults, figures.guests.children),
    },
    {
      key: 'average_per_guest',
      label: t.average,
      value: figures.average_per_guest === null ? t.noValue : formatYen(figures.average_per_guest),
      now: figures.average_per_guest,
    },
    {
      key: 'discounts',
      label: t.discounts,
      value: formatYen(figures.discounts.amount),
      now: figures.discounts.amount,
      detail: t.countValue(figures.discounts.count),
    },
    {
      key: 'cancellations',
      label: t.cancellations,
      value: formatYen(figures.cancellations.amount),
      now: figures.cancellations.amount,
      detail: t.countValue(figures.cancellations.count),
    },
  ];
  const oneDay = before.from === before.to;
  const compareLabel = oneDay ? t.compareLabel(before.from) : t.compareRangeLabel(before.from, before.to);
  // What the change is against, said on the tile: a tooltip never shows on a tablet.
  const against = oneDay ? t.compareShort : t.compareRangeShort;
  return (
    <ul className={styles.tiles} aria-label={t.headline}>
      {tiles.map((tile) => {
        const change = compare(tile.now, before.headline[tile.key]);
        const text =
          change.tone === 'up'
            ? t.compareUp(change.percent)
            : change.tone === 'down'
              ? t.compareDown(change.percent)
              : change.tone === 'same'
                ? t.compareSame
                : t.compareNone;
        return (
          <li key={tile.key} className={styles.tile} aria-label={tile.label}>
            <span className={styles.tileLabel}>{tile.label}</span>
            <span className={styles.tileValue}>{tile.value}</span>
            {tile.detail && <span className={styles.tileDetail}>{tile.detail}</span>}
            <span className={styles.tileCompare} data-tone={change.tone} title={compareLabel}>
              {change.tone !== 'none' && <span className={styles.tileAgainst}>{against}</span>}
              {text}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
