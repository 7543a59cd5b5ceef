import type { Printer, PrintJob } from '@contract/printers';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { adminText } from '@/i18n/admin';
import { text as catalogText } from '@/i18n/catalog';
import { useText } from '@/i18n/use-text';
import { errorMessage } from '@/lib/api-client';
import { showToast } from '@/lib/toast-store';
import { reprintJob } from '../../api/printers.api';
import { SelectField } from '../shared/select-field';
import { Card } from '../shell/admin-page';
import { ListState } from '../shell/list-state';
import { JobHead, useJobWhat } from './job-head';
import styles from './printers.module.css';
import { TicketPaper } from './ticket-paper';
import type { LiveLoad } from './use-live-load';

export interface PrintHistoryCardProps {
  history: LiveLoad<PrintJob[]>;
  printers: readonly Printer[];
  /** null: every printer. */
  printerId: number | null;
  onPrinter: (id: number | null) => void;
  timeZone: string | undefined;
  onChanged: () => void;
}

/** 印刷履歴: the newest tickets of one printer or all, as they printed, each with 再印刷. */
export function PrintHistoryCard({ history, printers, printerId, onPrinter, timeZone, onChanged }: PrintHistoryCardProps) {
  const text = useText(adminText).printers;
  const t = text.history;
  const what = useJobWhat();
  const [reprinting, setReprinting] = useState<number | null>(null);

  async function reprint(job: PrintJob) {
    setReprinting(job.id);
    try {
      await reprintJob(job.id);
      showToast(catalogText(adminText).printers.history.reprinted(job.printer_name), 'success');
    } catch (error) {
      showToast(errorMessage(error), 'error');
    } finally {
      setReprinting(null);
      onChanged();
    }
  }

  return (
    <Card title={t.title} aside={history.data && history.data.length > 0 ? t.more(history.data.length) : undefined}>
      <div className={styles.historyTools}>
        <p className={styles.hint}>{t.lead}</p>
        <div className={styles.historyFilter}>
          <SelectField
            label={t.printer}
            value={printerId ?? ''}
            options={printers.map((p) => ({ value: p.id, label: p.name }))}
            emptyOption={t.all}
            onValue={(v) => onPrinter(v === '' ? null : Number(v))}
          />
        </div>
      </div>
      <ListState<PrintJob>
        rows={history.data}
        loading={false}
        failed={history.failed && history.data === null}
        empty={t.empty}
        onRetry={history.refresh}
      >
        {(jobs) => (
          <ul className={styles.jobs} aria-label={t.listLabel}>
            {jobs.map((job) => {
              const name = `${job.printer_name} ${what(job)}`;
              const active = printers.some((p) => p.id === job.printer_id);
              const canReprint = active && (job.state === 'printed' || job.state === 'dropped');
              return (
                <li key={job.id} className={styles.job} aria-label={t.ticketOf(name)}>
                  <JobHead job={job} printers={printers} timeZone={timeZone} />
                  <TicketPaper text={job.text} />
                  {canReprint && (
                    <div className={styles.jobActions}>
                      <Button
                        variant="secondary"
                        aria-label={`${name} ${t.reprint}`}
                        loading={reprinting === job.id}
                        onClick={() => void reprint(job)}
                      >
                        {t.reprint}
                      </Button>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </ListState>
    </Card>
  );
}
