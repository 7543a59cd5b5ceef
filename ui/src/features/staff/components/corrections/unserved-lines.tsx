import type { OrderItem } from '@contract/orders';
import { useState } from 'react';
import { staffText } from '@/i18n/staff';
import { useText } from '@/i18n/use-text';
import { showToast } from '@/lib/toast-store';
import { setServed } from '../../api/staff-api';
import { staffFailure } from '../../hooks/staff-errors';
import { variantName } from '../../model/format';
import styles from './unserved-lines.module.css';

export interface UnservedLinesProps {
  /** The visit's lines still to serve (unservedLines). Nothing shows when there are none. */
  lines: readonly OrderItem[];
  /** After a line was marked served: reload what shows it. */
  onServed: () => void;
  /** 取消 of a line, through the corrections dialog; left out where lines cannot be cancelled. */
  onCancel?: (line: OrderItem) => void;
}

/**
 * 未提供あり before the bill: each line still to serve (item and quantity) with 提供済みにする and
 * 取消, so staff settle them before the guests pay.
 */
export function UnservedLines({ lines, onServed, onCancel }: UnservedLinesProps) {
  const t = useText(staffText).unserved;
  const [busy, setBusy] = useState<number | null>(null);
  if (lines.length === 0) return null;

  const serve = async (line: OrderItem) => {
    setBusy(line.id);
    try {
      await setServed(line.id, 1);
      onServed();
    } catch (e) {
      const message = staffFailure(e);
      if (message) showToast(message, 'error');
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className={styles.unserved} aria-label={t.heading} data-testid="unserved-lines">
      <h3 className={styles.heading}>{t.heading}</h3>
      <ul className={styles.list}>
        {lines.map((line) => {
          const name = variantName(line);
          return (
            <li key={line.id} className={styles.line}>
              <span className={styles.name}>{t.line(name, line.quantity)}</span>
              <span className={styles.buttons}>
                <button
                  type="button"
                  className={styles.serve}
                  disabled={busy !== null}
                  aria-label={t.serveLabel(name)}
                  onClick={() => void serve(line)}
                >
                  {t.serve}
                </button>
                {onCancel && (
                  <button
                    type="button"
                    className={styles.cancel}
                    disabled={busy !== null}
                    aria-label={t.cancelLabel(name)}
                    onClick={() => onCancel(line)}
                  >
                    {t.cancel}
                  </button>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
