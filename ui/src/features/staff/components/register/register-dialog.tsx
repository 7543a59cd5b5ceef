import { PAYMENT_METHODS, type PaymentMethod } from '@contract/bills';
import type { TableSession } from '@contract/table-sessions';
import { equalSplit } from '@contract/tax-rules';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { formatYen } from '@/i18n/format';
import { staffText } from '@/i18n/staff';
import { useText } from '@/i18n/use-text';
import { showToast } from '@/lib/toast-store';
import { payBill } from '../../api/staff-api';
import { staffFailure } from '../../hooks/staff-errors';
import { changeOf, DEFAULT_PART, type PartDraft, registerPayments } from '../../model/register';
import { CountStepper } from '../table-ops/count-stepper';
import styles from './register-dialog.module.css';

const MAX_PAYERS = 20;

export interface RegisterDialogProps {
  session: TableSession;
  /** The bill's total as the box computes it (the detail's total). */
  total: number;
  onClose: () => void;
  onPaid: () => void;
}

/** The register: the total, split among the payers (割り勘), each in cash (with change), card, QR or other. */
export function RegisterDialog({ session, total, onClose, onPaid }: RegisterDialogProps) {
  const t = useText(staffText).register;
  const [parts, setParts] = useState<PartDraft[]>([DEFAULT_PART]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const split = equalSplit(total, parts.length);
  const check = registerPayments(total, parts);
  const table = session.diningTables.label;

  const setPayers = (n: number) => setParts((current) => Array.from({ length: n }, (_, i) => current[i] ?? DEFAULT_PART));
  const setPart = (i: number, patch: Partial<PartDraft>) =>
    setParts((current) => current.map((part, k) => (k === i ? { ...part, ...patch } : part)));

  const pay = async () => {
    if (!check.ok) return;
    setBusy(true);
    setError(null);
    try {
      await payBill(session.id, check.payments);
      showToast(t.done(table), 'success');
      onPaid();
    } catch (e) {
      setError(staffFailure(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!busy}
      title={t.title(table)}
      footer={
        <>
          <Button variant="secondary" size="lg" onClick={onClose} disabled={busy}>
            {t.back}
          </Button>
          <Button size="lg" onClick={() => void pay()} disabled={!check.ok} loading={busy}>
            {t.submit}
          </Button>
        </>
      }
    >
      <p className={styles.total}>
        <span>{t.total}</span>
        <strong data-testid="register-total">{formatYen(total)}</strong>
      </p>
      <CountStepper
        legend={t.payers}
        value={parts.length}
        shown={String(parts.length)}
        fewerLabel={t.fewerPayers}
        moreLabel={t.morePayers}
        canLower={parts.length > 1}
        canRaise={parts.length < MAX_PAYERS}
        onChange={setPayers}
      />
      {parts.length > 1 && <p className={styles.each}>{t.remainder(formatYen(split.each), split.remainder)}</p>}
      <ol className={styles.payers}>
        {parts.map((part, i) => {
          const amount = split.parts[i] ?? 0;
          const change = changeOf(amount, part);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: payers are their place in the split
            <li key={i} className={styles.payer} data-testid="register-payer">
              <span className={styles.who}>{t.payer(i + 1)}</span>
              <strong className={styles.amount}>{formatYen(amount)}</strong>
              <label className={styles.field}>
                <span className="visually-hidden">{`${t.payer(i + 1)} ${t.method}`}</span>
                <select
                  aria-label={`${t.payer(i + 1)} ${t.method}`}
                  value={part.method}
                  onChange={(e) => setPart(i, { method: e.target.value as PaymentMethod })}
                >
                  {PAYMENT_METHODS.map((method) => (
                    <option key={method} value={method}>
                      {t.methods[method]}
                    </option>
                  ))}
                </select>
              </label>
              {part.method === 'cash' && (
                <>
                  <label className={styles.field}>
                    <span>{t.tendered}</span>
                    <input
                      aria-label={`${t.payer(i + 1)} ${t.tendered}`}
                      inputMode="numeric"
                      value={part.tenderedText}
                      placeholder={String(amount)}
                      onChange={(e) => setPart(i, { tenderedText: e.target.value })}
                    />
                  </label>
                  {change !== null && <span className={styles.change}>{t.change(formatYen(change))}</span>}
                </>
              )}
            </li>
          );
        })}
      </ol>
      {!check.ok && <p className={styles.short}>{t.short}</p>}
      {error && <Alert tone="error">{error}</Alert>}
    </Modal>
  );
}
