import type { DailyReport } from '@contract/reports';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { adminText } from '@/i18n/admin';
import { formatMonthDayTime } from '@/i18n/format';
import { useText } from '@/i18n/use-text';
import { errorMessage } from '@/lib/api-client';
import { showToast } from '@/lib/toast-store';
import { closeDay } from '../../api/reports.api';
import styles from './reports.module.css';

export interface CloseDayProps {
  report: DailyReport;
  timeZone: string | undefined;
  onClosed: (report: DailyReport) => void;
}

/** 締め済み (when and who) once the day is closed; before that, 日計を締める with a confirmation. */
export function CloseDay({ report, timeZone, onClosed }: CloseDayProps) {
  const t = useText(adminText).reports;
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (report.from !== report.to) return <p className={styles.note}>{t.closeOnlyDay}</p>;
  if (report.closed) {
    return (
      <p className={styles.closed}>
        <span className={styles.badge}>{t.closedBadge}</span>
        <span>{t.closedBy(formatMonthDayTime(report.closed.closed_at, timeZone), report.closed.staff_name)}</span>
      </p>
    );
  }
  const confirm = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const closed = await closeDay(report.from);
      onClosed(closed);
      setOpen(false);
      showToast(t.closed(report.from), 'success');
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        {t.close}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        dismissible={!busy}
        title={t.closeTitle}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
              {t.closeCancel}
            </Button>
            <Button variant="primary" onClick={confirm} loading={busy}>
              {t.closeConfirm}
            </Button>
          </>
        }
      >
        <p>{t.closeBody(report.from)}</p>
        {problem && (
          <p role="alert" className={styles.problem}>
            {problem}
          </p>
        )}
      </Modal>
    </>
  );
}
