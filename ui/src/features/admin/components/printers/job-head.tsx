import type { Printer, PrintJob, PrintJobState } from '@contract/printers';
import { adminText } from '@/i18n/admin';
import { formatMonthDayTime } from '@/i18n/format';
import { useText } from '@/i18n/use-text';
import styles from './printers.module.css';

const STATE_TONE: Record<PrintJobState, string | undefined> = {
  queued: styles.jobWaiting,
  sent: styles.jobWaiting,
  printed: styles.jobPrinted,
  held: styles.jobHeld,
  dropped: styles.jobDropped,
};

/** 「テーブル3 注文」「テスト印刷」: what a ticket is, in a few words. */
export function useJobWhat(): (job: PrintJob) => string {
  const kinds = useText(adminText).printers.history.kinds;
  return (job) => [job.table_label, kinds[job.kind]].filter(Boolean).join(' ');
}

export interface JobHeadProps {
  job: PrintJob;
  printers: readonly Printer[];
  timeZone: string | undefined;
}

/** A ticket's header: its state, 再発行 / 代行 marks, when, on which printer, for what, and the last error. */
export function JobHead({ job, printers, timeZone }: JobHeadProps) {
  const text = useText(adminText).printers.history;
  const what = useJobWhat();
  const original = job.original_printer_id !== null && job.original_printer_id !== job.printer_id;
  const originalName = original ? printers.find((p) => p.id === job.original_printer_id)?.name : undefined;
  return (
    <div className={styles.jobHead}>
      <div className={styles.jobMarks}>
        <span className={[styles.jobState, STATE_TONE[job.state]].join(' ')}>{text.states[job.state]}</span>
        {job.reprint && <span className={styles.mark}>{text.reprintMark}</span>}
        {original && <span className={styles.mark}>{originalName ? text.substituteMark(originalName) : text.substitute}</span>}
        <time className={styles.jobTime} dateTime={new Date(job.created_at).toISOString()}>
          {formatMonthDayTime(job.created_at, timeZone)}
        </time>
      </div>
      <p className={styles.jobTitle}>{text.jobTitle(job.printer_name, what(job))}</p>
      {job.last_error && job.state !== 'printed' && (
        // A held ticket's reason is the box's own Japanese; a failed try's is the printer's technical answer.
        <p className={styles.jobError}>{job.state === 'held' ? job.last_error : text.error(job.last_error)}</p>
      )}
    </div>
  );
}
