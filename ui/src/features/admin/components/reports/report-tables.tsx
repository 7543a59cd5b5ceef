import type { ReportFigures } from '@contract/reports';
import { adminText } from '@/i18n/admin';
import { formatYen } from '@/i18n/format';
import { useText } from '@/i18n/use-text';
import { Card } from '../shell/admin-page';
import styles from './reports.module.css';

/** 税率別, 支払方法別 and 売れ筋商品 as tables. */
export function ReportTables({ figures }: { figures: ReportFigures }) {
  const t = useText(adminText).reports;
  return (
    <div className={styles.tables}>
      <Card title={t.taxCard}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t.taxRate}</th>
              <th scope="col">{t.taxTarget}</th>
              <th scope="col">{t.tax}</th>
              <th scope="col">{t.exTax}</th>
            </tr>
          </thead>
          <tbody>
            {figures.rates.map((r) => (
              <tr key={r.rate}>
                <th scope="row">{t.rateLabel(r.rate)}</th>
                <td>{formatYen(r.total)}</td>
                <td>{formatYen(r.tax)}</td>
                <td>{formatYen(r.ex_tax)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <Card title={t.paymentsCard}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t.method}</th>
              <th scope="col">{t.count}</th>
              <th scope="col">{t.amount}</th>
            </tr>
          </thead>
          <tbody>
            {figures.payments.map((p) => (
              <tr key={p.method}>
                <th scope="row">{t.methods[p.method]}</th>
                <td>{p.count.toLocaleString('ja-JP')}</td>
                <td>{formatYen(p.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={styles.note}>{t.unrecordedHint}</p>
      </Card>
      <Card title={t.itemsCard} className={styles.itemsCard}>
        {figures.items.length === 0 ? (
          <p className={styles.note}>{t.noSales}</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col" className={styles.rank}>
                  {t.rank}
                </th>
                <th scope="col" className={styles.textColumn}>
                  {t.item}
                </th>
                <th scope="col">{t.quantity}</th>
                <th scope="col">{t.amount}</th>
              </tr>
            </thead>
            <tbody>
              {figures.items.map((item, i) => (
                <tr key={item.menu_item_id}>
                  <td className={styles.rank}>{i + 1}</td>
                  <th scope="row">{item.label}</th>
                  <td>{item.quantity.toLocaleString('ja-JP')}</td>
                  <td>{formatYen(item.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
    </div>
  );
}
