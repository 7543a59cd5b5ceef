import { businessDateOf } from '@contract/business-day';
import type { HqReport } from '@contract/hq-api';
import { addDays } from '@contract/report-dates';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { BarChart } from '@/components/charts/bar-chart';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { formatYen } from '@/i18n/format';
import styles from './hq.module.css';
import { hqApi, messageOf } from './hq-api';
import { HQ_TIME_ZONE, hqText } from './hq-text';

const t = hqText.report;

function Headline({ totals }: { totals: HqReport['totals'] }) {
  const cards = [
    [t.sales, formatYen(totals.sales)],
    [t.bills, `${totals.bills}件`],
    [t.guests, `${totals.guests}名`],
    [t.perGuest, totals.average_per_guest === null ? '—' : formatYen(totals.average_per_guest)],
  ] as const;
  return (
    <dl className={styles.headline}>
      {cards.map(([label, value]) => (
        <div key={label} className={styles.card}>
          <dt>{label}</dt>
          <dd data-figure={label}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ShopTable({ report }: { report: HqReport }) {
  const closes = new Map(report.closes.map((c) => [c.shop_id, c]));
  const single = report.from === report.to;
  return (
    <table className={styles.table}>
      <caption>{t.byShop}</caption>
      <thead>
        <tr>
          <th scope="col">{t.shop}</th>
          <th scope="col">{t.sales}</th>
          <th scope="col">{t.bills}</th>
          <th scope="col">{t.perGuest}</th>
          {single && <th scope="col">{t.closes}</th>}
        </tr>
      </thead>
      <tbody>
        {report.shops.map((shop) => {
          const close = closes.get(shop.shop_id);
          return (
            <tr key={shop.shop_id} data-shop={shop.shop_id}>
              <th scope="row">{shop.name}</th>
              <td>{formatYen(shop.sales)}</td>
              <td>{shop.bills}</td>
              <td>{shop.average_per_guest === null ? '—' : formatYen(shop.average_per_guest)}</td>
              {single && (
                <td className={close && !close.matches ? styles.warn : undefined}>
                  {close
                    ? close.matches
                      ? `${t.closed}・${t.matches}`
                      : `${t.mismatch}（${t.boxSales} ${formatYen(close.box_sales)}）`
                    : '—'}
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function Breakdown({ totals }: { totals: HqReport['totals'] }) {
  return (
    <div className={styles.tables}>
      <table className={styles.table}>
        <caption>{t.taxes}</caption>
        <thead>
          <tr>
            <th scope="col">{t.rate}</th>
            <th scope="col">{t.taxIncluded}</th>
            <th scope="col">{t.tax}</th>
          </tr>
        </thead>
        <tbody>
          {totals.rates.map((rate) => (
            <tr key={rate.rate}>
              <th scope="row">{rate.rate}%</th>
              <td>{formatYen(rate.total)}</td>
              <td>{formatYen(rate.tax)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className={styles.table}>
        <caption>{t.payments}</caption>
        <tbody>
          {totals.payments
            .filter((p) => p.count > 0)
            .map((p) => (
              <tr key={p.method}>
                <th scope="row">{hqText.paymentLabels[p.method]}</th>
                <td>{p.count}件</td>
                <td>{formatYen(p.amount)}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </div>
  );
}

/** The chain's sales: the headline, by shop (with each day's close), by day and hour, taxes, payments, best sellers. */
export function ReportPage() {
  const today = businessDateOf(Date.now(), HQ_TIME_ZONE);
  const [range, setRange] = useState({ from: addDays(today, -6), to: today });
  const [report, setReport] = useState<HqReport | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async (query: { from: string; to: string }) => {
    setError(null);
    try {
      setReport((await hqApi.report(query)).report);
    } catch (failure) {
      setError(messageOf(failure));
    }
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the first range only; later ones load on 表示.
  useEffect(() => {
    void load(range);
  }, [load]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void load(range);
  };

  return (
    <section className={styles.page}>
      <h1 className={styles.heading}>{t.heading}</h1>
      <form className={styles.inline} onSubmit={submit}>
        <TextField
          label={t.from}
          type="date"
          value={range.from}
          max={range.to}
          onChange={(e) => setRange({ ...range, from: e.target.value })}
          required
        />
        <TextField
          label={t.to}
          type="date"
          value={range.to}
          min={range.from}
          onChange={(e) => setRange({ ...range, to: e.target.value })}
          required
        />
        <Button type="submit">{t.show}</Button>
        <a className={styles.csv} href={hqApi.csvUrl(range)} download>
          {t.csv}
        </a>
      </form>
      {error && <Alert tone="error">{error}</Alert>}
      {report && (
        <>
          <Headline totals={report.totals} />
          {report.totals.bills === 0 && <p className={styles.muted}>{t.none}</p>}
          <ShopTable report={report} />
          <div className={styles.charts}>
            <figure className={styles.figure}>
              <figcaption>{t.byDay}</figcaption>
              <BarChart
                label={t.byDay}
                labelEvery={Math.ceil(report.days.length / 8)}
                bars={report.days.map((d) => ({
                  key: d.date,
                  label: d.date.slice(5).replace('-', '/'),
                  value: d.sales,
                  title: `${d.date} ${formatYen(d.sales)}（${d.bills}件）`,
                }))}
              />
            </figure>
            <figure className={styles.figure}>
              <figcaption>{t.byHour}</figcaption>
              <BarChart
                label={t.byHour}
                labelEvery={3}
                bars={report.hours.map((h) => ({
                  key: h.hour,
                  label: hqText.hour(h.hour),
                  value: h.sales,
                  title: `${hqText.hour(h.hour)} ${formatYen(h.sales)}（${h.bills}件）`,
                }))}
              />
            </figure>
          </div>
          <Breakdown totals={report.totals} />
          {report.items.length > 0 && (
            <table className={styles.table}>
              <caption>{t.items}</caption>
              <tbody>
                {report.items.map((item) => (
                  <tr key={item.label}>
                    <th scope="row">{item.label}</th>
                    <td>{item.quantity}</td>
                    <td>{formatYen(item.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
