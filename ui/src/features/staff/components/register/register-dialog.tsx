import { type Bill, PAYMENT_METHODS, type PaymentMethod } from '@contract/bills';
import type { TableSession } from '@contract/table-sessions';
import { equalSplit } from '@contract/tax-rules';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TouchSelect } from '@/components/ui/touch-select';
import { formatYen } from '@/i18n/format';
import { staffText } from '@/i18n/staff';
import { useText } from '@/i18n/use-text';
import { showToast } from '@/lib/toast-store';
import { payBill } from '../../api/staff-api';
import { staffFailure } from '../../hooks/staff-errors';
import { changeOf, DEFAULT_PART, type PartDraft, registerPayments, splitByLines, splitLines } from '../../model/register';
import { unservedLines } from '../../model/unserved';
import { UnservedLines } from '../corrections/unserved-lines';
import { CountStepper } from '../table-ops/count-stepper';
import { CashTendered } from './cash-tendered';
import styles from './register-dialog.module.css';

const MAX_PAYERS = 20;

export interface RegisterDialogProps {
  session: TableSession;
  /** The bill as the box computes it (its total after discounts, its lines for 品目で分ける). */
  bill: Bill;
  onClose: () => void;
  onPaid: () => void;
}

type SplitMode = 'equal' | 'lines';

/**
 * The register: the total, split among the payers (割り勘 equally, or 品目で分ける by lines with
 * what belongs to no line shared), each in cash (with change), card, QR or other.
 */
export function RegisterDialog({ session, bill, onClose, onPaid }: RegisterDialogProps) {
  const t = useText(staffText).register;
  const ts = useText(staffText).split;
  const total = bill.total;
  const [parts, setParts] = useState<PartDraft[]>([DEFAULT_PART]);
  const [mode, setMode] = useState<SplitMode>('equal');
  const [payerOf, setPayerOf] = useState<ReadonlyMap<number, number>>(new Map());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const lines = splitLines(bill);
  const split = equalSplit(total, parts.length);
  const byLines = splitByLines(total, lines, payerOf, parts.length);
  const amounts = mode === 'lines' && parts.length > 1 ? byLines.parts : split.parts;
  const check = registerPayments(amounts, parts);
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
      {/* Served here, the bill reloads on the box's event and this list follows. */}
      <UnservedLines lines={unservedLines(bill.lines)} onServed={() => {}} />
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
      {parts.length > 1 && (
        <fieldset className={styles.modes}>
          <legend className="visually-hidden">{ts.mode}</legend>
          {(['equal', 'lines'] as const).map((m) => (
            <button key={m} type="button" aria-pressed={mode === m} className={styles.mode} onClick={() => setMode(m)}>
              {m === 'equal' ? ts.equal : ts.byLines}
            </button>
          ))}
        </fieldset>
      )}
      {parts.length > 1 && mode === 'equal' && (
        <p className={styles.each}>{t.remainder(formatYen(split.each), split.remainder)}</p>
      )}
      {parts.length > 1 && mode === 'lines' && (
        <fieldset className={styles.assign}>
          <legend className={styles.each}>{ts.assignLegend}</legend>
          <ul className={styles.assignLines}>
            {lines.map((line) => (
              <li key={line.id} className={styles.assignLine} data-testid="register-line">
                <span className={styles.lineName}>{`${line.name} × ${line.quantity}`}</span>
                <span className={styles.lineAmount}>{formatYen(line.amount)}</span>
                <TouchSelect
                  className={styles.assignSelect}
                  aria-label={ts.assignLabel(line.name)}
                  value={Math.min(payerOf.get(line.id) ?? 0, parts.length - 1)}
                  onChange={(e) => setPayerOf((current) => new Map(current).set(line.id, Number(e.target.value)))}
                >
                  {parts.map((_, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: payers are their place in the split
                    <option key={i} value={i}>
                      {t.payer(i + 1)}
                    </option>
                  ))}
                </TouchSelect>
              </li>
            ))}
          </ul>
          {byLines.shared !== 0 && <p className={styles.each}>{ts.shared(formatYen(byLines.shared))}</p>}
        </fieldset>
      )}
      <ol className={styles.payers}>
        {parts.map((part, i) => {
          const amount = amounts[i] ?? 0;
          const change = changeOf(amount, part);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: payers are their place in the split
            <li key={i} className={styles.payer} data-testid="register-payer">
              <span className={styles.who}>{t.payer(i + 1)}</span>
              <strong className={styles.amount}>{formatYen(amount)}</strong>
              <TouchSelect
                className={styles.method}
                aria-label={`${t.payer(i + 1)} ${t.method}`}
                value={part.method}
                onChange={(e) => setPart(i, { method: e.target.value as PaymentMethod })}
              >
                {PAYMENT_METHODS.map((method) => (
                  <option key={method} value={method}>
                    {t.methods[method]}
                  </option>
                ))}
              </TouchSelect>
              {part.method === 'cash' && (
                <>
                  {change !== null && <span className={styles.change}>{t.change(formatYen(change))}</span>}
                  <CashTendered
                    payer={t.payer(i + 1)}
                    amount={amount}
                    text={part.tenderedText}
                    onText={(tenderedText) => setPart(i, { tenderedText })}
                  />
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
