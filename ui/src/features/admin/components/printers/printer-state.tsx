import type { Printer, PrinterState } from '@contract/printers';
import { adminText } from '@/i18n/admin';
import { useText } from '@/i18n/use-text';
import styles from './printers.module.css';

/** The states in which the printer prints nothing (its tickets wait, then go to its backup). */
export const DOWN_STATES: ReadonlySet<PrinterState> = new Set(['offline', 'paperOut', 'coverOpen']);

const TONE: Record<PrinterState, string | undefined> = {
  unknown: styles.stateUnknown,
  online: styles.stateOnline,
  offline: styles.stateDown,
  paperOut: styles.stateDown,
  coverOpen: styles.stateDown,
};

/** 「3分前」: how long ago, in words, from the box's clock time. */
export function useAgo(): (at: number, now: number) => string {
  const ago = useText(adminText).printers.ago;
  return (at, now) => {
    const minutes = Math.floor(Math.max(0, now - at) / 60_000);
    if (minutes < 1) return ago.now;
    if (minutes < 60) return ago.minutes(minutes);
    if (minutes < 48 * 60) return ago.hours(Math.floor(minutes / 60));
    return ago.days(Math.floor(minutes / (24 * 60)));
  };
}

/** The printer's state as a badge (オンライン, 用紙切れ ...), since when, and 用紙残りわずか. */
export function PrinterStateBadge({ printer, now }: { printer: Printer; now: number }) {
  const text = useText(adminText).printers;
  const ago = useAgo();
  return (
    <span className={styles.stateLine}>
      <span className={[styles.state, TONE[printer.state]].join(' ')} data-printer-state={printer.state}>
        <span className={styles.stateDot} aria-hidden="true" />
        {text.states[printer.state]}
      </span>
      {printer.paper_near_end && <span className={[styles.state, styles.stateWarn].join(' ')}>{text.paperNearEnd}</span>}
      {printer.state_since !== null && printer.state !== 'unknown' && (
        <span className={styles.since}>{text.since(ago(printer.state_since, now))}</span>
      )}
    </span>
  );
}
