import type { Printer, PrintJob } from '@contract/printers';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { adminText } from '@/i18n/admin';
import { useText } from '@/i18n/use-text';
import { Card } from '../shell/admin-page';
import { JobHead, useJobWhat } from './job-head';
import styles from './printers.module.css';
import { TicketPaper } from './ticket-paper';
import { useHeldActions } from './use-held-actions';

export interface HeldJobsCardProps {
  jobs: readonly PrintJob[];
  printers: readonly Printer[];
  timeZone: string | undefined;
  onChanged: () => void;
}

/** 保留中の伝票: tickets too old when their printer came back; staff print the ones still wanted and drop the rest. */
export function HeldJobsCard({ jobs, printers, timeZone, onChanged }: HeldJobsCardProps) {
  const text = useText(adminText).printers;
  const t = text.held;
  const what = useJobWhat();
  const actions = useHeldActions(onChanged);
  const [confirmDrop, setConfirmDrop] = useState(false);
  const ids = jobs.map((j) => j.id);
  const printable = jobs.filter((j) => printers.some((p) => p.id === j.printer_id)).map((j) => j.id);
  const busy = ids.some((id) => actions.busy.has(id));

  return (
    <Card className={styles.heldCard} title={t.title} aside={t.count(jobs.length)}>
      <p className={styles.heldLead}>{t.lead}</p>
      <div className={styles.heldAll}>
        {confirmDrop ? (
          <>
            <span className={styles.heldConfirm}>{t.dropAllConfirm(jobs.length)}</span>
            <Button variant="secondary" onClick={() => setConfirmDrop(false)}>
              {text.confirm.cancel}
            </Button>
            <Button
              variant="danger"
              loading={busy}
              onClick={() => {
                setConfirmDrop(false);
                void actions.drop(ids);
              }}
            >
              {t.dropAllYes}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={() => void actions.release(printable)} disabled={printable.length === 0} loading={busy}>
              {t.releaseAll}
            </Button>
            <Button variant="secondary" onClick={() => setConfirmDrop(true)} disabled={busy}>
              {t.dropAll}
            </Button>
          </>
        )}
      </div>
      <ul className={styles.jobs} aria-label={t.listLabel}>
        {jobs.map((job) => {
          const name = `${job.printer_name} ${what(job)}`;
          const gone = !printers.some((p) => p.id === job.printer_id);
          return (
            <li key={job.id} className={styles.job} aria-label={text.history.ticketOf(name)}>
              <JobHead job={job} printers={printers} timeZone={timeZone} />
              <TicketPaper text={job.text} />
              <div className={styles.jobActions}>
                {gone && <span className={styles.jobError}>{t.printerGone}</span>}
                <Button
                  variant="secondary"
                  aria-label={`${name} ${t.drop}`}
                  disabled={actions.busy.has(job.id)}
                  onClick={() => void actions.drop([job.id])}
                >
                  {t.drop}
                </Button>
                <Button
                  aria-label={`${name} ${t.release}`}
                  disabled={gone}
                  loading={actions.busy.has(job.id)}
                  onClick={() => void actions.release([job.id])}
                >
                  {t.release}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
