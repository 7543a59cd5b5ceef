import type { TodaySummaryResponse } from '@contract/today';
import { Link } from 'react-router';
import { adminText } from '@/i18n/admin';
import { formatYen } from '@/i18n/format';
import { useText } from '@/i18n/use-text';
import { paths } from '@/lib/paths';
import { DOWN_STATES } from '../printers/printer-state';
import styles from './today-panel.module.css';
import { useTodaySummary } from './use-today-summary';

interface Figure {
  key: string;
  label: string;
  value: string;
  detail?: string;
  to?: string;
  trouble?: boolean;
}

const GB = 1024 ** 3;

const useTodayText = () => useText(adminText).home.today;

/** The admin home's glance at today: sales so far, open tables, unserved lines, printers, disk. */
export function TodayPanel() {
  const t = useTodayText();
  const { data, failed } = useTodaySummary();
  return (
    <section className={styles.panel} aria-labelledby="today-panel-title">
      <h2 id="today-panel-title" className={styles.title}>
        {t.title}
        {data && <span className={styles.date}>{t.businessDate(data.business_date)}</span>}
      </h2>
      {failed && !data && <p className={styles.note}>{t.failed}</p>}
      {data && (
        <ul className={styles.figures} aria-label={t.title}>
          {figuresOf(data, t).map((f) => {
            const body = (
              <>
                <span className={styles.label}>{f.label}</span>
                <span className={styles.value}>{f.value}</span>
                {f.detail && <span className={styles.detail}>{f.detail}</span>}
              </>
            );
            return (
              <li key={f.key} aria-label={f.label} className={styles.figure} data-trouble={f.trouble || undefined}>
                {f.to ? (
                  <Link to={f.to} className={styles.link}>
                    {body}
                  </Link>
                ) : (
                  <div className={styles.link}>{body}</div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

type TodayText = ReturnType<typeof useTodayText>;

function figuresOf(data: TodaySummaryResponse, t: TodayText): Figure[] {
  const down = data.printers.filter((p) => DOWN_STATES.has(p.state));
  const held = data.printers.reduce((n, p) => n + p.held, 0);
  const printers: Figure = {
    key: 'printers',
    label: t.printers,
    value: data.printers.length === 0 ? t.noPrinters : down.length > 0 ? t.printersDown(down.length) : t.printersOk,
    detail: down.length > 0 ? down.map((p) => p.name).join('、') : held > 0 ? t.held(held) : t.printerCount(data.printers.length),
    to: paths.adminPrinters,
    trouble: down.length > 0 || held > 0,
  };
  const disk: Figure = data.disk
    ? {
        key: 'disk',
        label: t.disk,
        value: t.diskFree((data.disk.free_bytes / GB).toFixed(1)),
        detail: data.disk.low
          ? t.diskLow
          : t.diskOf(Math.round((data.disk.free_bytes / Math.max(1, data.disk.total_bytes)) * 100)),
        trouble: data.disk.low,
      }
    : { key: 'disk', label: t.disk, value: t.diskUnknown };
  return [
    { key: 'sales', label: t.sales, value: formatYen(data.sales), detail: t.bills(data.bills), to: paths.adminReports },
    { key: 'tables', label: t.openTables, value: t.tables(data.open_tables), to: paths.checkoutList },
    { key: 'unserved', label: t.unserved, value: t.lines(data.unserved_portions), to: paths.orderList },
    printers,
    disk,
  ];
}
