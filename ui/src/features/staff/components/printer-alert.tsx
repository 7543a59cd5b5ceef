import type { Printer } from '@contract/printers';
import { useState } from 'react';
import { formatClock } from '@/i18n/format';
import { staffText } from '@/i18n/staff';
import { useText } from '@/i18n/use-text';
import { useShopTimeZone } from '@/lib/use-shop-time-zone';
import { usePrinters } from '../hooks/use-printers';
import styles from './printer-alert.module.css';
import { PrinterHeldPopup } from './printer-alert-held';

type Trouble = 'offline' | 'paperOut' | 'coverOpen';
const TROUBLES: ReadonlySet<string> = new Set<Trouble>(['offline', 'paperOut', 'coverOpen']);
const isTrouble = (state: Printer['state']): state is Trouble => TROUBLES.has(state);

/**
 * The staff screens' printer alert: a printer that prints nothing (offline, paper out, cover
 * open), one whose roll is nearly out, and held tickets with a way to print or drop them. Nothing
 * while every printer is online or not yet known.
 */
export function PrinterAlert() {
  const staff = useText(staffText);
  const t = staff.printers;
  const timeZone = useShopTimeZone();
  const { printers, held, refresh } = usePrinters();
  const [open, setOpen] = useState(false);
  const down = printers.filter((p) => isTrouble(p.state));
  const nearEnd = printers.filter((p) => !isTrouble(p.state) && p.paper_near_end);

  const popup = open && <PrinterHeldPopup jobs={held} printers={printers} onClose={() => setOpen(false)} onChanged={refresh} />;
  if (down.length === 0 && held.length === 0 && nearEnd.length === 0) return popup || null;

  const urgent = down.length > 0 || held.length > 0;
  return (
    <>
      <section className={[styles.alert, urgent ? styles.urgent : styles.warning].join(' ')} aria-label={t.label} role="alert">
        <ul className={styles.lines}>
          {down.map((printer) => {
            const trouble: Trouble = isTrouble(printer.state) ? printer.state : 'offline';
            const backup = printers.find((p) => p.id === printer.backup_printer_id);
            return (
              <li key={printer.id} className={styles.line}>
                <span className={styles.what}>{t.trouble(printer.name, t.states[trouble])}</span>
                <span className={styles.more}>
                  {printer.state_since !== null && <span>{t.since(formatClock(printer.state_since, timeZone))}</span>}
                  <span>{t.hints[trouble]}</span>
                  {backup && !isTrouble(backup.state) && <span>{t.backup(backup.name)}</span>}
                </span>
              </li>
            );
          })}
          {nearEnd.map((printer) => (
            <li key={printer.id} className={styles.line}>
              <span className={styles.what}>{t.trouble(printer.name, t.nearEnd)}</span>
              <span className={styles.more}>{t.hints.nearEnd}</span>
            </li>
          ))}
          {held.length > 0 && (
            <li className={[styles.line, styles.heldLine].join(' ')}>
              <span className={styles.what}>{t.held(held.length)}</span>
              <button type="button" className={styles.open} onClick={() => setOpen(true)}>
                {t.open}
              </button>
            </li>
          )}
        </ul>
      </section>
      {popup}
    </>
  );
}
