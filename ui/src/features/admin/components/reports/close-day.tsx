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

/** 締め済み (when and who) in the page's head once the day is closed; nothing before. */
export function ClosedNote({ report, timeZone }: Omit<CloseDayProps, 'onClosed'>) {
  const t = useText(adminText).reports;
  if (!report.closed) return null;
  return (
    <p className={styles.closed}>
      <span className={styles.badge}>{t.closedBadge}</span>
      <span>{t.closedBy(formatMonthDayTime(report.closed.closed_at, timeZone), report.closed.staff_name)}</span>
    </p>
  );
}

/**
 * 日計を締める with a confirmation, in a card of its own at the end of the page: closing cannot be
 * undone, so it comes after the figures it freezes and never as the page's first button (a phone).
 */
export function CloseDay({ report, onClosed }: Omit<CloseDayProps, 'timeZone'>) {
  const t = useText(adminText).reports;
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (report.closed) return null;
  if (report.from !== report.to) return <p className={styles.note}>{t.closeOnlyDay}</p>;
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
    <section className={styles.closeSection} aria-labelledby="close-day-title">
      <h2 id="close-day-title" className={styles.closeTitle}>
        {t.closeCard}
      </h2>
      <p className={styles.note}>{t.closeHint}</p>
      <Button variant="secondary" onClick={() => setOpen(true)}>
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
    </section>
  );
}
