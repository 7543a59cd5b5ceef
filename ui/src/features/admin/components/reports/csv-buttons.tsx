import type { ReportCsvKind } from '@contract/reports';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { adminText } from '@/i18n/admin';
import { useText } from '@/i18n/use-text';
import { errorMessage } from '@/lib/api-client';
import { showToast } from '@/lib/toast-store';
import { downloadReportCsv, type ReportRange } from '../../api/reports.api';
import styles from './reports.module.css';

/** 会計CSV and 明細CSV of the range shown. */
export function CsvButtons({ range }: { range: ReportRange }) {
  const t = useText(adminText).reports;
  const [busy, setBusy] = useState<ReportCsvKind | null>(null);
  const download = async (kind: ReportCsvKind) => {
    setBusy(kind);
    try {
      await downloadReportCsv(range, kind);
    } catch (error) {
      showToast(`${t.csvFailed} ${errorMessage(error)}`, 'error');
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className={styles.csv}>
      <Button variant="secondary" onClick={() => download('bills')} loading={busy === 'bills'} disabled={busy !== null}>
        {t.csvBills}
      </Button>
      <Button variant="secondary" onClick={() => download('lines')} loading={busy === 'lines'} disabled={busy !== null}>
        {t.csvLines}
      </Button>
      <span className={styles.note}>{t.csvHint}</span>
    </div>
  );
}
