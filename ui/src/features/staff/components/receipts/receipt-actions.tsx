import type { Payment } from '@contract/bills';
import { SESSION_STATUS } from '@contract/constants';
import type { ReceiptDocumentKind } from '@contract/receipt-document';
import type { TableSession } from '@contract/table-sessions';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatYen } from '@/i18n/format';
import { receiptText } from '@/i18n/receipts';
import { useText } from '@/i18n/use-text';
import { receiptViewPath } from '@/lib/paths';
import { showToast } from '@/lib/toast-store';
import { uuidV4 } from '@/lib/uuid';
import { printReceipt } from '../../api/receipts-api';
import { staffFailure } from '../../hooks/staff-errors';
import { InvoiceDialog } from './invoice-dialog';
import { PaidSummary } from './paid-summary';
import styles from './receipt-actions.module.css';

/**
 * By a visit's bill: レシート印刷 and 領収書 (宛名, 但し書き) once it is paid, お会計票 while it is
 * open, and 画面で表示 (the receipt view in a new tab). Each print goes to the receipt printer;
 * a refusal (not paid, no printer) shows the box's message. `framed`: on its own (a paid visit has
 * no table operations bar), with the bar's look.
 */
export function ReceiptActions({
  session,
  framed = false,
  payments,
}: {
  session: TableSession;
  framed?: boolean;
  /** A paid visit's payments: how it was paid, and a 領収書 per payer of a split bill. */
  payments?: readonly Payment[];
}) {
  const t = useText(receiptText);
  const [busy, setBusy] = useState<ReceiptDocumentKind | null>(null);
  const [invoiceOpen, setInvoiceOpen] = useState(false);
  const [payerInvoice, setPayerInvoice] = useState<{ payment: Payment; payer: string } | null>(null);
  const paid = session.status === SESSION_STATUS.paid;
  const table = session.diningTables.label;

  const print = async (
    document: ReceiptDocumentKind,
    names: { payer_name?: string; proviso?: string } = {},
    payment?: Payment,
  ) => {
    setBusy(document);
    try {
      await printReceipt({
        table_session_id: session.id,
        document,
        request_id: uuidV4(),
        ...names,
        ...(payment ? { payment_id: payment.id } : {}),
      });
      showToast(t.actions.printed(t.view.documents[document], table), 'success');
      setInvoiceOpen(false);
      setPayerInvoice(null);
    } catch (e) {
      const message = staffFailure(e);
      if (message) showToast(message, 'error');
    } finally {
      setBusy(null);
    }
  };
  const view = (search: { doc: ReceiptDocumentKind; payer?: string; proviso?: string }) =>
    window.open(receiptViewPath(session.id, search), '_blank', 'noopener');

  return (
    <>
      {paid && payments && payments.length > 0 && (
        <PaidSummary payments={payments} onInvoice={(payment, payer) => setPayerInvoice({ payment, payer })} />
      )}
      <fieldset className={framed ? `${styles.actions} ${styles.framed}` : styles.actions}>
        <legend className="visually-hidden">{t.actions.heading}</legend>
        {paid ? (
          <>
            <Button
              variant="secondary"
              onClick={() => void print('receipt')}
              loading={busy === 'receipt'}
              disabled={busy !== null}
            >
              {t.actions.receipt}
            </Button>
            <Button variant="secondary" onClick={() => setInvoiceOpen(true)} disabled={busy !== null}>
              {t.actions.invoice}
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={() => void print('slip')} loading={busy === 'slip'} disabled={busy !== null}>
            {t.actions.slip}
          </Button>
        )}
        <Button variant="ghost" onClick={() => view({ doc: paid ? 'receipt' : 'slip' })}>
          {t.actions.view}
        </Button>
        {invoiceOpen && (
          <InvoiceDialog
            table={table}
            busy={busy === 'invoice'}
            onClose={() => setInvoiceOpen(false)}
            onPrint={(names) => void print('invoice', names)}
            onView={(names) => view({ doc: 'invoice', payer: names.payer_name, proviso: names.proviso })}
          />
        )}
        {payerInvoice && (
          <InvoiceDialog
            table={table}
            payer={{ label: payerInvoice.payer, amount: formatYen(payerInvoice.payment.amount) }}
            busy={busy === 'invoice'}
            onClose={() => setPayerInvoice(null)}
            onPrint={(names) => void print('invoice', names, payerInvoice.payment)}
            onView={() => {}}
          />
        )}
      </fieldset>
    </>
  );
}
