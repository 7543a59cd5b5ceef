import type { Bill } from '@contract/bills';
import {
  DISCOUNT_KINDS,
  DISCOUNT_NOTE_MAX,
  DISCOUNT_REASON_LABELS,
  DISCOUNT_REASONS,
  type DiscountKind,
  type DiscountReason,
  discountOff,
} from '@contract/discount-rules';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { appText } from '@/i18n/app';
import { text } from '@/i18n/catalog';
import { formatYen } from '@/i18n/format';
import { staffText } from '@/i18n/staff';
import { useText } from '@/i18n/use-text';
import { ApiError } from '@/lib/api-client';
import { showToast } from '@/lib/toast-store';
import { giveDiscount } from '../../api/staff-api';
import { staffFailure } from '../../hooks/staff-errors';
import { splitLines, yenOf } from '../../model/register';
import styles from '../corrections/cancel-line-dialog.module.css';

const FORM_ID = 'discount-form';
const WHOLE = 'bill';

export interface DiscountDialogProps {
  bill: Bill;
  onClose: () => void;
  /** The bill as the box answered it after the discount. */
  onDone: (bill: Bill) => void;
}

/**
 * 割引: on the whole bill or one line, yen or percent, with a reason. Money given away needs a
 * manager: when the box asks, the manager types the /admin page password here for this one call.
 */
export function DiscountDialog({ bill, onClose, onDone }: DiscountDialogProps) {
  const t = useText(staffText).discount;
  const lines = splitLines(bill);
  const [target, setTarget] = useState<string>(WHOLE);
  const [kind, setKind] = useState<DiscountKind>('amount');
  const [valueText, setValueText] = useState('');
  const [reason, setReason] = useState<DiscountReason | null>(null);
  const [note, setNote] = useState('');
  const [password, setPassword] = useState('');
  const [askAuthority, setAskAuthority] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const line = lines.find((l) => String(l.id) === target);
  const base = line ? line.amount : bill.total + (bill.discounts.find((d) => d.order_item_id === null)?.amount ?? 0);
  const value = yenOf(valueText);
  const valueOk = value !== null && value >= 1 && (kind === 'amount' ? value <= base : value <= 100);
  const noteMissing = reason === 'other' && note.trim() === '';
  const ready = valueOk && reason !== null && !noteMissing && (!askAuthority || password !== '');
  const off = valueOk && value !== null ? discountOff(base, kind, value) : 0;
  const replaces = bill.discounts.some((d) => d.order_item_id === (line ? line.id : null));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || value === null || reason === null) return;
    setSending(true);
    setError(null);
    try {
      const fresh = await giveDiscount({
        table_session_id: bill.table_session_id,
        order_item_id: line ? line.id : null,
        kind,
        value,
        reason,
        note: note.trim() === '' ? undefined : note.trim().slice(0, DISCOUNT_NOTE_MAX),
        page_password: askAuthority ? password : undefined,
      });
      showToast(t.done(bill.table_label), 'success');
      onDone(fresh);
    } catch (e) {
      if (e instanceof ApiError && e.code === 'DISCOUNT_NEEDS_AUTHORITY') {
        setAskAuthority(true);
      } else if (e instanceof ApiError && e.code === 'PAGE_AUTH_FAILED') {
        setPassword('');
        setError(text(appText).alerts.pageAuthFailed);
      } else {
        setError(staffFailure(e));
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!sending}
      title={t.title(bill.table_label)}
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" size="lg" onClick={onClose} disabled={sending}>
            {t.back}
          </Button>
          <Button type="submit" form={FORM_ID} size="lg" loading={sending} disabled={!ready}>
            {t.submit}
          </Button>
        </div>
      }
    >
      <form id={FORM_ID} className={styles.form} onSubmit={(e) => void submit(e)} aria-label={t.title(bill.table_label)}>
        <label className={styles.fieldset}>
          <span className={styles.legend}>{t.target}</span>
          <select value={target} onChange={(e) => setTarget(e.target.value)} disabled={sending}>
            <option value={WHOLE}>{t.lineOption(t.wholeBill, formatYen(bill.total))}</option>
            {lines.map((l) => (
              <option key={l.id} value={String(l.id)}>
                {t.lineOption(`${l.name} × ${l.quantity}`, formatYen(l.amount))}
              </option>
            ))}
          </select>
        </label>

        <fieldset className={styles.fieldset} disabled={sending}>
          <legend className={styles.legend}>{t.kind}</legend>
          <div className={styles.reasons}>
            {DISCOUNT_KINDS.map((k) => (
              <button
                key={k}
                type="button"
                className={[styles.reason, kind === k ? styles.chosen : undefined].filter(Boolean).join(' ')}
                aria-pressed={kind === k}
                onClick={() => setKind(k)}
              >
                {t.kinds[k]}
              </button>
            ))}
          </div>
          <TextField
            label={kind === 'amount' ? t.valueYen : t.valuePercent}
            inputMode="numeric"
            autoComplete="off"
            value={valueText}
            onChange={(e) => setValueText(e.target.value)}
            error={valueText !== '' && !valueOk ? t.valueInvalid : undefined}
          />
        </fieldset>

        <fieldset className={styles.fieldset} disabled={sending}>
          <legend className={styles.legend}>{t.reason}</legend>
          <div className={styles.reasons}>
            {DISCOUNT_REASONS.map((r) => (
              <button
                key={r}
                type="button"
                className={[styles.reason, reason === r ? styles.chosen : undefined].filter(Boolean).join(' ')}
                aria-pressed={reason === r}
                onClick={() => setReason(r)}
              >
                {DISCOUNT_REASON_LABELS[r]}
              </button>
            ))}
          </div>
          {reason === 'other' && (
            <TextField
              label={t.note}
              value={note}
              maxLength={DISCOUNT_NOTE_MAX}
              autoComplete="off"
              required
              onChange={(e) => setNote(e.target.value)}
              hint={noteMissing ? t.noteRequired : undefined}
            />
          )}
        </fieldset>

        {askAuthority && (
          <section className={styles.authority} aria-label={t.authoritySection}>
            <p>{t.authorityHint}</p>
            <TextField
              label={t.authority}
              type="password"
              autoComplete="off"
              autoFocus
              value={password}
              disabled={sending}
              onChange={(e) => setPassword(e.target.value)}
            />
          </section>
        )}

        <p className={styles.effect}>
          <span>{t.value}</span>
          <strong className={styles.minus} data-testid="discount-effect">
            {`−${formatYen(off)}`}
          </strong>
        </p>
        {replaces && <p className={styles.what}>{t.replaces}</p>}
        {error && <Alert tone="error">{error}</Alert>}
      </form>
    </Modal>
  );
}
