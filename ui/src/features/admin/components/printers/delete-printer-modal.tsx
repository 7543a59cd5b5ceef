import type { Printer } from '@contract/printers';
import type { Station } from '@contract/stations';
import { useCallback } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { adminText } from '@/i18n/admin';
import { text } from '@/i18n/catalog';
import { useText } from '@/i18n/use-text';
import { showToast } from '@/lib/toast-store';
import { deletePrinter } from '../../api/printers.api';
import { useSubmit } from '../../lib/use-submit';
import styles from './printers.module.css';

export interface DeletePrinterModalProps {
  printer: Printer;
  printers: readonly Printer[];
  stations: readonly Station[];
  onClose: (deleted: boolean) => void;
}

/** Asks before removing a printer, saying where its waiting tickets go and what else changes. */
export function DeletePrinterModal({ printer, printers, stations, onClose }: DeletePrinterModalProps) {
  const t = useText(adminText).printers.confirm;
  const backup = printers.find((p) => p.id === printer.backup_printer_id);
  const backedUpBy = printers.filter((p) => p.backup_printer_id === printer.id).map((p) => p.name);
  const station = stations.find((s) => s.id === printer.station_id && s.active === 1);

  const remove = useSubmit(
    useCallback(async () => {
      await deletePrinter(printer.id);
      showToast(text(adminText).printers.deleted(printer.name), 'success');
      onClose(true);
    }, [printer, onClose]),
  );

  return (
    <Modal
      open
      title={t.title(printer.name)}
      onClose={() => onClose(false)}
      dismissible={!remove.saving}
      footer={
        <>
          <Button variant="secondary" onClick={() => onClose(false)} disabled={remove.saving}>
            {t.cancel}
          </Button>
          <Button variant="danger" onClick={() => void remove.run()} loading={remove.saving}>
            {t.submit}
          </Button>
        </>
      }
    >
      <div className={styles.confirm}>
        {printer.queued === 0 ? (
          <p>{t.nothingWaiting}</p>
        ) : backup ? (
          <p>{t.toBackup(printer.queued, backup.name)}</p>
        ) : (
          <p>{t.toHeld(printer.queued)}</p>
        )}
        {station && <p>{t.station(station.name)}</p>}
        {backedUpBy.length > 0 && <p>{t.backupOf(backedUpBy.join('、'))}</p>}
        {remove.error && <Alert tone="error">{remove.error}</Alert>}
      </div>
    </Modal>
  );
}
