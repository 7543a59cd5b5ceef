import { TABLE_FLAG } from '@contract/constants';
import type { DiningTable } from '@contract/dining-tables';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { QrImage } from '@/components/ui/qr-image';
import { Spinner } from '@/components/ui/spinner';
import { adminText } from '@/i18n/admin';
import { appText } from '@/i18n/app';
import { formatClock } from '@/i18n/format';
import { useText } from '@/i18n/use-text';
import type { CallResponse } from '@/lib/api-client';
import { useShopTimeZone } from '@/lib/use-shop-time-zone';
import { createPairing, listTables } from '../../api/tablets.api';
import styles from './print-sheet.module.css';
import { PrintSheetFrame } from './print-sheet-frame';

interface SheetEntry {
  table: DiningTable;
  pairing: CallResponse<'pairing.create'> | null;
}

/**
 * A printable sheet of every available table's pairing QR code. Each code is single-use and lives
 * 10 minutes (a longer-lived code on paper could pair a stranger's device), so the sheet says so
 * and is meant to be printed right before the tablets are set up.
 */
export function PrintSheet({ onClose }: { onClose: () => void }) {
  const admin = useText(adminText);
  const app = useText(appText);
  const t = admin.tablets.print;
  const timeZone = useShopTimeZone();
  const [entries, setEntries] = useState<SheetEntry[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    (async () => {
      const tables = await listTables({ keyword: '', flag: TABLE_FLAG.available }, controller.signal);
      const issued: SheetEntry[] = [];
      // One at a time: a box on a Pi answers a burst no faster, and the order stays the table order.
      for (const table of tables) {
        if (controller.signal.aborted) return;
        issued.push({ table, pairing: await createPairing(table.id).catch(() => null) });
      }
      setEntries(issued);
    })().catch((error: unknown) => {
      if (controller.signal.aborted) return;
      console.error(error);
      setFailed(true);
    });
    return () => controller.abort();
  }, []);

  return (
    <PrintSheetFrame
      titleId="print-sheet-title"
      title={t.title}
      note={t.note}
      printLabel={t.print}
      closeLabel={t.close}
      canPrint={entries !== null && entries.length > 0}
      onClose={onClose}
    >
      {failed && <Alert tone="error">{app.alerts.listFailed}</Alert>}
      {!failed && entries === null && (
        <div className={styles.waiting}>
          <Spinner label={admin.tablets.qrModal.issuing} />
        </div>
      )}
      {entries?.length === 0 && <p>{t.none}</p>}
      {entries && entries.length > 0 && (
        <ul className={styles.grid}>
          {entries.map(({ table, pairing }) => (
            <li key={table.id} className={styles.card}>
              <p className={styles.label}>{table.label}</p>
              {pairing ? (
                <>
                  <QrImage text={pairing.url} size={168} label={admin.tablets.qrModal.title(table.label)} />
                  <p className={styles.expiry}>{t.validUntil(formatClock(pairing.expiresAt, timeZone))}</p>
                </>
              ) : (
                <p className={styles.error}>{t.failed(table.label)}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </PrintSheetFrame>
  );
}
