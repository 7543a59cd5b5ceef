import { CANCEL_REASON_LABELS } from '@contract/correction-labels';
import type { OrderItem } from '@contract/orders';
import type { FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { formatYen } from '@/i18n/format';
import { staffText } from '@/i18n/staff';
import { useText } from '@/i18n/use-text';
import { plainLabel, variantName } from '../../model/format';
import styles from './cancel-line-dialog.module.css';
import { QuantityStepper } from './quantity-stepper';
import { ReasonPicker } from './reason-picker';
import { useCancelLine } from './use-cancel-line';

export interface CancelLineDialogProps {
  /** The line to take back (not a cancelled one). */
  line: OrderItem;
  onClose: () => void;
  /** After the box took the line back: reload what shows it. */
  onDone: () => void;
}

const FORM_ID = 'cancel-line-form';

/**
 * 取消 of one line: how many (all, or fewer), why, and what it takes off the bill. A served line,
 * or a visit whose bill is requested, needs a manager: the box says so, and the manager types the
 * page password here, on the waiter's phone, and the cancel goes through.
 */
export function CancelLineDialog({ line, onClose, onDone }: CancelLineDialogProps) {
  const t = useText(staffText).cancelLine;
  const state = useCancelLine(line, onDone);
  const item = variantName(line);
  const amount = line.price * state.quantity;
  const authority = state.step === 'authority';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void (authority ? state.authorize() : state.send());
  };

  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!state.sending}
      title={t.title(item)}
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" size="lg" onClick={authority ? state.backToForm : onClose} disabled={state.sending}>
            {authority ? t.backToForm : t.dismiss}
          </Button>
          <Button
            type="submit"
            form={FORM_ID}
            variant="danger"
            size="lg"
            loading={state.sending}
            disabled={authority ? state.password === '' : !state.ready}
          >
            {authority ? t.authorize : t.submit}
          </Button>
        </div>
      }
    >
      <form id={FORM_ID} className={styles.form} onSubmit={submit} aria-label={t.title(item)}>
        <p className={styles.what}>
          <span>{t.ofTable(line.diningTables.label)}</span>
          <span className={styles.state} data-state={line.state}>
            {t.lineStates[line.state]}
          </span>
          <span className={styles.unit}>
            {formatYen(line.price)} × {line.quantity}
          </span>
        </p>

        {authority ? (
          <section className={styles.authority} aria-label={t.authorityTitle}>
            <h3 className={styles.authorityTitle}>{t.authorityTitle}</h3>
            {state.reason && (
              <p className={styles.summary}>{t.authoritySummary(state.quantity, CANCEL_REASON_LABELS[state.reason])}</p>
            )}
            <p>{state.authorityMessage}</p>
            <p>{t.authorityLead}</p>
            <TextField
              label={t.password}
              type="password"
              autoComplete="off"
              autoFocus
              value={state.password}
              disabled={state.sending}
              onChange={(e) => state.setPassword(e.target.value)}
            />
          </section>
        ) : (
          <>
            {line.quantity > 1 && (
              <QuantityStepper
                total={line.quantity}
                value={state.quantity}
                onChange={state.setQuantity}
                disabled={state.sending}
              />
            )}
            <ReasonPicker
              reason={state.reason}
              onReason={state.setReason}
              note={state.note}
              onNote={state.setNote}
              noteMissing={state.noteMissing}
              disabled={state.sending}
            />
            {state.reason === 'soldOut' && <Alert tone="info">{t.soldOutEffect(plainLabel(line.menuitems.label))}</Alert>}
          </>
        )}

        <p className={styles.effect}>
          {amount > 0 ? (
            <>
              <span>{t.billEffect}</span>
              <strong className={styles.minus}>{t.minus(formatYen(amount))}</strong>
            </>
          ) : (
            <span>{t.noBillEffect}</span>
          )}
        </p>

        {state.error && <Alert tone="error">{state.error}</Alert>}
      </form>
    </Modal>
  );
}
