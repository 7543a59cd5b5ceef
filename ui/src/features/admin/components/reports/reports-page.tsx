import { Button } from '@/components/ui/button';
import { adminText } from '@/i18n/admin';
import { formatYen } from '@/i18n/format';
import { useText } from '@/i18n/use-text';
import { useShopTimeZone } from '@/lib/use-shop-time-zone';
import { HqLinkCard } from '../hq-link/hq-link-card';
import { AdminPage, Card } from '../shell/admin-page';
import { CloseDay, ClosedNote } from './close-day';
import { CsvButtons } from './csv-buttons';
import { GenreChart } from './genre-chart';
import { HeadlineCards } from './headline-cards';
import { HourChart } from './hour-chart';
import { ReportTables } from './report-tables';
import { ReportToolbar } from './report-toolbar';
import styles from './reports.module.css';
import { useReport } from './use-report';

/** /admin/reports: 日計・売上, a business day's (or a range's) sales, its charts and tables, CSV files and the close. */
export function ReportsPage() {
  const t = useText(adminText).reports;
  const timeZone = useShopTimeZone();
  const state = useReport(timeZone);
  const { report, range } = state;
  // A report of another range than the one picked is not shown as if it were.
  const current = report && range && report.from === range.from && report.to === range.to ? report : null;

  return (
    <AdminPage title={t.title} lead={t.lead} actions={current && <ClosedNote report={current} timeZone={timeZone} />}>
      <Card title={t.pickCard}>
        <ReportToolbar state={state} />
        {range && <CsvButtons range={range} />}
      </Card>
      {state.failed && (
        <div role="alert" className={styles.problem}>
          {t.failed}{' '}
          <Button variant="secondary" onClick={state.refresh}>
            {t.retry}
          </Button>
        </div>
      )}
      {!current && !state.failed && <p className={styles.note}>{t.loading}</p>}
      {current && (
        <div className={styles.report} aria-busy={state.loading}>
          <HeadlineCards report={current} />
          {current.figures.open.count > 0 && (
            <p className={styles.warning}>{t.openBills(current.figures.open.count, formatYen(current.figures.open.amount))}</p>
          )}
          {current.figures.guests.unknown_bills > 0 && (
            <p className={styles.note}>{t.unknownGuests(current.figures.guests.unknown_bills)}</p>
          )}
          <div className={styles.charts}>
            <Card title={t.hoursChart}>
              <HourChart hours={current.figures.hours} label={t.hoursChartLabel} hourLabel={t.hour} />
            </Card>
            <Card title={t.genresChart}>
              {current.figures.genres.length === 0 ? (
                <p className={styles.note}>{t.noSales}</p>
              ) : (
                <GenreChart genres={current.figures.genres} label={t.genresChartLabel} />
              )}
            </Card>
          </div>
          <ReportTables figures={current.figures} />
          <CloseDay report={current} onClosed={state.replace} />
        </div>
      )}
      <HqLinkCard />
    </AdminPage>
  );
}
