import type { Printer } from '@contract/printers';
import type { Station } from '@contract/stations';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { adminText } from '@/i18n/admin';
import { useText } from '@/i18n/use-text';
import { RowActions, RowButton } from '../shared/row-actions';
import rows from '../shell/rows.module.css';
import { PrinterStateBadge } from './printer-state';
import styles from './printers.module.css';
import { useTestPrint } from './test-print';

export interface PrinterRowProps {
  printer: Printer;
  stations: readonly Station[];
  printers: readonly Printer[];
  now: number;
  onEdit: () => void;
  onDelete: () => void;
  /** After a test print: the screen reloads. */
  onTested: () => void;
}

/** One printer: name and state, address and model, station and backup, its waiting tickets, and its buttons. */
export function PrinterRow({ printer, stations, printers, now, onEdit, onDelete, onTested }: PrinterRowProps) {
  const admin = useText(adminText);
  const text = admin.printers;
  const test = useTestPrint(printer.id, onTested);
  const station = stations.find((s) => s.id === printer.station_id);
  const backup = printers.find((p) => p.id === printer.backup_printer_id);
  const stationName = station && (station.active === 1 ? station.name : text.removedStation(station.name));

  return (
    <li className={[rows.row, styles.printerRow].join(' ')} aria-label={printer.name}>
      <span className={[rows.stack, styles.names].join(' ')}>
        <span className={rows.strong}>{printer.name}</span>
        <PrinterStateBadge printer={printer} now={now} />
      </span>
      <span className={[rows.stack, rows.muted, styles.device].join(' ')}>
        <span className={styles.address}>
          {printer.host}:{printer.port}
        </span>
        <span>{text.model(text.families[printer.family], text.paperWidths[printer.paper_width])}</span>
      </span>
      <span className={[rows.stack, styles.routing].join(' ')}>
        <span>{stationName ? text.stationOf(stationName) : text.noStation}</span>
        <span className={rows.muted}>{backup ? text.backupOf(backup.name) : text.noBackup}</span>
      </span>
      <span className={[rows.stack, styles.counts].join(' ')}>
        <span className={printer.queued > 0 ? styles.countOn : rows.muted}>{text.queued(printer.queued)}</span>
        <span className={printer.held > 0 ? styles.countHeld : rows.muted}>{text.heldCount(printer.held)}</span>
      </span>
      <RowActions className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() => void test.run()}
          loading={test.running}
          aria-label={`${printer.name} ${text.test.button}`}
        >
          {text.test.button}
        </Button>
        <RowButton name={printer.name} label={admin.common.edit} onClick={onEdit} />
        <RowButton name={printer.name} label={text.delete} onClick={onDelete} />
      </RowActions>
      {test.outcome && (
        <section className={styles.testResult} aria-label={text.test.result(printer.name)}>
          <Alert tone={test.outcome.printed ? 'success' : 'error'} onDismiss={test.clear}>
            <p className={styles.testMessage}>{test.outcome.message}</p>
            {test.outcome.waiting && <p>{text.test.waiting}</p>}
            {test.outcome.detail && <p className={styles.testDetail}>{text.test.detail(test.outcome.detail)}</p>}
          </Alert>
        </section>
      )}
    </li>
  );
}
