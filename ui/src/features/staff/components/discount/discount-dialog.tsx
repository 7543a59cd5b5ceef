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
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { TouchSelect } from '@/components/ui/touch-select';
import { formatYen } from '@/i18n/format';
import { staffText } from '@/i18n/staff';
import { useText } from '@/i18n/use-text';
import { showToast } from '@/lib/toast-store';
import { giveDiscount } from '../../api/staff-api';
import { splitLines, yenOf } from '../../model/register';
import styles from '../corrections/cancel-line-dialog.module.css';
import { ChoiceButtons } from '../corrections/choice-buttons';
import { ManagerPassword } from './manager-password';
import { useManagerCall } from './use-manager-call';

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
  const call = useManagerCall();
  const targetId = useId();
  const [target, setTarget] = useState<string>(WHOLE);
  const [kind, setKind] = useState<DiscountKind>('amount');
  const [valueText, setValueText] = useState('');
  const [reason, setReason] = useState<DiscountReason | null>(null);
  const [note, setNote] = useState('');

  const line = lines.find((l) => String(l.id) === target);
  const base = line ? line.amount : bill.total + (bill.discounts.find((d) => d.order_item_id === null)?.amount ?? 0);
  const value = yenOf(valueText);
  const valueOk = value !== null && value >= 1 && (kind === 'amount' ? value <= base : value <= 100);
  const noteMissing = reason === 'other' && note.trim() === '';
  const ready = valueOk && reason !== null && !noteMissing && (!call.askAuthority || call.password !== '');
  const off = valueOk && value !== null ? discountOff(base, kind, value) : 0;
  const replaces = bill.discounts.some((d) => d.order_item_id === (line ? line.id : null));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || value === null || reason === null) return;
    void call.run(async (pagePassword) => {
      const fresh = await giveDiscount({
        table_session_id: bill.table_session_id,
        order_item_id: line ? line.id : null,
        kind,
        value,
        reason,
        note: note.trim() === '' ? undefined : note.trim().slice(0, DISCOUNT_NOTE_MAX),
        page_password: pagePassword,
      });
      showToast(t.done(bill.table_label), 'success');
      onDone(fresh);
    });
  };

  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!call.sending}
      title={t.title(bill.table_label)}
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" size="lg" onClick={onClose} disabled={call.sending}>
            {t.back}
          </Button>
          <Button type="submit" form={FORM_ID} size="lg" loading={call.sending} disabled={!ready}>
            {t.submit}
          </Button>
        </div>
      }
    >
      <form id={FORM_ID} className={styles.form} onSubmit={submit} aria-label={t.title(bill.table_label)}>
        <label className={styles.fieldset} htmlFor={targetId}>
          <span className={styles.legend}>{t.target}</span>
          <TouchSelect id={targetId} value={target} onChange={(e) => setTarget(e.target.value)} disabled={call.sending}>
            <option value={WHOLE}>{t.lineOption(t.wholeBill, formatYen(bill.total))}</option>
            {lines.map((l) => (
              <option key={l.id} value={String(l.id)}>
                {t.lineOption(`${l.name} × ${l.quantity}`, formatYen(l.amount))}
              </option>
            ))}
          </TouchSelect>
        </label>

        <ChoiceButtons
          legend={t.kind}
          choices={DISCOUNT_KINDS}
          labelOf={(k) => t.kinds[k] ?? k}
          chosen={kind}
          onChoose={setKind}
          disabled={call.sending}
        >
          <TextField
            label={kind === 'amount' ? t.valueYen : t.valuePercent}
            inputMode="numeric"
            autoComplete="off"
            value={valueText}
            onChange={(e) => setValueText(e.target.value)}
            error={valueText !== '' && !valueOk ? t.valueInvalid : undefined}
          />
        </ChoiceButtons>

        <ChoiceButtons
          legend={t.reason}
          choices={DISCOUNT_REASONS}
          labelOf={(r) => DISCOUNT_REASON_LABELS[r]}
          chosen={reason}
          onChoose={setReason}
          disabled={call.sending}
        >
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
        </ChoiceButtons>

        <ManagerPassword call={call} />

        <p className={styles.effect}>
          <span>{t.value}</span>
          <strong className={styles.minus} data-testid="discount-effect">
            {`−${formatYen(off)}`}
          </strong>
        </p>
        {replaces && <p className={styles.what}>{t.replaces}</p>}
        {call.error && <Alert tone="error">{call.error}</Alert>}
      </form>
    </Modal>
  );
}
