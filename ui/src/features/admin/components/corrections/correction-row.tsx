import { CANCEL_REASON_LABELS, CORRECTION_KIND_LABELS } from '@contract/correction-labels';
import type { Correction } from '@contract/corrections';
import { adminText } from '@/i18n/admin';
import { formatClock, formatYen } from '@/i18n/format';
import { useText } from '@/i18n/use-text';
import { labelText } from '@/lib/label-html';
import styles from './corrections.module.css';

export interface CorrectionRowProps {
  entry: Correction;
  timeZone: string | undefined;
}

/** One entry of the audit log: when, what, where, how many, how much, why, who, and whose authority. */
export function CorrectionRow({ entry, timeZone }: CorrectionRowProps) {
  const t = useText(adminText).corrections;
  const item = entry.itemLabel === null ? null : labelText(entry.itemLabel);
  const from = entry.tableLabel ?? t.everyTable;
  const table = entry.toTableLabel === null ? from : t.tableMove(from, entry.toTableLabel);
  const reason = entry.reason === null ? null : CANCEL_REASON_LABELS[entry.reason];
  return (
    <li className={styles.entry} data-kind={entry.kind} aria-label={t.entryLabel(CORRECTION_KIND_LABELS[entry.kind], table)}>
      <div className={styles.head}>
        <time className={styles.time} dateTime={new Date(entry.at).toISOString()}>
          {formatClock(entry.at, timeZone)}
        </time>
        <span className={styles.kind}>{CORRECTION_KIND_LABELS[entry.kind]}</span>
        <span className={styles.table}>{table}</span>
        {entry.amount !== 0 && (
          <strong className={styles.amount}>
            {entry.amount > 0 ? t.amount(formatYen(entry.amount)) : t.amountBack(formatYen(-entry.amount))}
          </strong>
        )}
      </div>
      {item !== null && (
        <p className={styles.item}>
          <span className={styles.itemName}>{item}</span>
          {entry.quantityBefore !== null && entry.quantityAfter !== null && (
            <span className={styles.quantity}>{t.quantity(entry.quantityBefore, entry.quantityAfter)}</span>
          )}
          {entry.lineState && entry.lineState !== 'ordered' && (
            <span className={styles.lineState}>{t.lineStates[entry.lineState]}</span>
          )}
        </p>
      )}
      <dl className={styles.facts}>
        {reason !== null && (
          <div>
            <dt>{t.reason}</dt>
            <dd>
              {reason}
              {entry.note ? t.note(entry.note) : ''}
            </dd>
          </div>
        )}
        {reason === null && entry.note && (
          <div>
            <dt>{t.detail}</dt>
            <dd>{entry.note}</dd>
          </div>
        )}
        <div>
          <dt>{t.staff}</dt>
          <dd>{entry.staff.name || t.unknownStaff}</dd>
        </div>
        {entry.authorizedBy !== null && (
          <div className={styles.authority}>
            <dt>{t.authority}</dt>
            <dd>{t.authorizedBy[entry.authorizedBy]}</dd>
          </div>
        )}
      </dl>
    </li>
  );
}
