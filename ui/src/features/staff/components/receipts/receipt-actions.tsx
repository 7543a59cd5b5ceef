import { SESSION_STATUS } from '@contract/constants';
import type { ReceiptDocumentKind } from '@contract/receipt-document';
import type { TableSession } from '@contract/table-sessions';
import { useState } from 'react';
import { receiptViewPath } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { receiptText } from '@/i18n/receipts';
import { useText } from '@/i18n/use-text';
import { showToast } from '@/lib/toast-store';
import { uuidV4 } from '@/lib/uuid';
import { printReceipt } from '../../api/receipts-api';
import { staffFailure } from '../../hooks/staff-errors';
import { InvoiceDialog } from './invoice-dialog';
import styles from './receipt-actions.module.css';

/**
 * By a visit's bill: レシート印刷 and 領収書 (宛名, 但し書き) once it is paid, お会計票 while it is
 * open, and 画面で表示 (the receipt view in a new tab). Each print goes to the receipt printer;
 * a refusal (not paid, no printer) shows the box's message. `framed`: on its own (a paid visit has
 * no table operations bar), with the bar's look.
 */
export function ReceiptActions({ session, framed = false }: { session: TableSession; framed?: boolean }) {
  const t = useText(receiptText);
  const [busy, setBusy] = useState<ReceiptDocumentKind | null>(null);
  const [invoiceOpen, setInvoiceOpen] = useState(false);
  const paid = session.status === SESSION_STATUS.paid;
  const table = session.diningTables.label;

  const print = async (document: ReceiptDocumentKind, names: { payer_name?: string; proviso?: string } = {}) => {
    setBusy(document);
    try {
      await printReceipt({ table_session_id: session.id, document, request_id: uuidV4(), ...names });
      showToast(t.actions.printed(t.view.documents[document], table), 'success');
      setInvoiceOpen(false);
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
    <fieldset className={framed ? `${styles.actions} ${styles.framed}` : styles.actions}>
      <legend className="visually-hidden">{t.actions.heading}</legend>
      {paid ? (
        <>
          <Button variant="secondary" onClick={() => void print('receipt')} loading={busy === 'receipt'} disabled={busy !== null}>
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
    </fieldset>
  );
}
