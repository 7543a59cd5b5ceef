import type { Printer, PrintJob } from '@contract/printers';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { formatClock } from '@/i18n/format';
import { staffText } from '@/i18n/staff';
import { useText } from '@/i18n/use-text';
import { errorMessage } from '@/lib/api-client';
import { showToast } from '@/lib/toast-store';
import { useShopTimeZone } from '@/lib/use-shop-time-zone';
import { settleHeldJobs } from '../api/staff-api';
import styles from './printer-alert.module.css';

export interface PrinterHeldPopupProps {
  jobs: readonly PrintJob[];
  printers: readonly Printer[];
  onClose: () => void;
  /** After a print or drop: the alert reloads. */
  onChanged: () => void;
}

/** The held tickets: each one (or all) printed now or dropped, its text a tap away. */
export function PrinterHeldPopup({ jobs, printers, onClose, onChanged }: PrinterHeldPopupProps) {
  const staff = useText(staffText);
  const t = staff.held;
  const timeZone = useShopTimeZone();
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [confirmDrop, setConfirmDrop] = useState(false);
  const printable = jobs.filter((j) => printers.some((p) => p.id === j.printer_id)).map((j) => j.id);
  const allBusy = jobs.length > 0 && jobs.every((j) => busy.has(j.id));

  async function settle(ids: readonly number[], action: 'release' | 'drop') {
    if (ids.length === 0) return;
    setBusy((b) => new Set([...b, ...ids]));
    try {
      const done = await settleHeldJobs(ids, action);
      showToast(action === 'release' ? t.released(done.length) : t.dropped(done.length), 'success');
    } catch (error) {
      showToast(errorMessage(error), 'error');
    } finally {
      setBusy((b) => new Set([...b].filter((id) => !ids.includes(id))));
      onChanged();
    }
  }

  const what = (job: PrintJob) => [job.printer_name, job.table_label, t.kinds[job.kind]].filter(Boolean).join(' ');

  return (
    <Modal
      open
      size="wide"
      title={t.title}
      onClose={onClose}
      footer={
        jobs.length > 0 &&
        (confirmDrop ? (
          <>
            <span className={styles.confirm}>{t.dropAllConfirm(jobs.length)}</span>
            <Button variant="secondary" onClick={() => setConfirmDrop(false)}>
              {t.cancel}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                setConfirmDrop(false);
                void settle(
                  jobs.map((j) => j.id),
                  'drop',
                );
              }}
            >
              {t.drop}
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={() => setConfirmDrop(true)} disabled={allBusy}>
              {t.dropAll}
            </Button>
            <Button onClick={() => void settle(printable, 'release')} disabled={printable.length === 0} loading={allBusy}>
              {t.releaseAll}
            </Button>
          </>
        ))
      }
    >
      <p className={styles.lead}>{t.lead}</p>
      {jobs.length === 0 ? (
        <p className={styles.empty}>{t.empty}</p>
      ) : (
        <ul className={styles.jobs} aria-label={t.listLabel}>
          {jobs.map((job) => {
            const name = what(job);
            const gone = !printers.some((p) => p.id === job.printer_id);
            return (
              <li key={job.id} className={styles.job} aria-label={t.ticketOf(name)}>
                <div className={styles.jobHead}>
                  <span className={styles.jobName}>{name}</span>
                  <time className={styles.jobTime}>{formatClock(job.created_at, timeZone)}</time>
                  {gone && <span className={styles.gone}>{t.printerGone}</span>}
                </div>
                <details className={styles.details}>
                  <summary>{t.showTicket}</summary>
                  <pre className={styles.ticket}>{job.text}</pre>
                </details>
                <div className={styles.jobActions}>
                  <Button
                    variant="secondary"
                    aria-label={`${name} ${t.drop}`}
                    disabled={busy.has(job.id)}
                    onClick={() => void settle([job.id], 'drop')}
                  >
                    {t.drop}
                  </Button>
                  <Button
                    aria-label={`${name} ${t.release}`}
                    disabled={gone}
                    loading={busy.has(job.id)}
                    onClick={() => void settle([job.id], 'release')}
                  >
                    {t.release}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
}
