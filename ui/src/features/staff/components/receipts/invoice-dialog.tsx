import { RECEIPT_NAME_MAX } from '@contract/receipts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { receiptText } from '@/i18n/receipts';
import { useText } from '@/i18n/use-text';
import styles from './receipt-actions.module.css';

export interface InvoiceDialogProps {
  table: string;
  /** A payer's 領収書 of a split bill: who and how much (the box prints the stored payment's amount). */
  payer?: { label: string; amount: string };
  busy: boolean;
  onPrint: (names: { payer_name: string; proviso: string }) => void;
  onView: (names: { payer_name: string; proviso: string }) => void;
  onClose: () => void;
}

/** 領収書: 宛名 (上様 when blank) and 但し書き (お食事代として when blank), then print or show it. */
export function InvoiceDialog({ table, payer: forPayer, busy, onPrint, onView, onClose }: InvoiceDialogProps) {
  const t = useText(receiptText).invoiceDialog;
  const [payer, setPayer] = useState('');
  const [proviso, setProviso] = useState('');
  const names = { payer_name: payer.trim(), proviso: proviso.trim() };
  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!busy}
      title={forPayer ? t.payerTitle(table, forPayer.label, forPayer.amount) : t.title(table)}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t.back}
          </Button>
          {!forPayer && (
            <Button variant="secondary" onClick={() => onView(names)} disabled={busy}>
              {t.view}
            </Button>
          )}
          <Button onClick={() => onPrint(names)} loading={busy}>
            {t.print}
          </Button>
        </>
      }
    >
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          onPrint(names);
        }}
      >
        <TextField
          label={t.payer}
          hint={t.payerHint}
          value={payer}
          maxLength={RECEIPT_NAME_MAX}
          onChange={(e) => setPayer(e.target.value)}
        />
        <TextField
          label={t.proviso}
          hint={t.provisoHint}
          placeholder={t.provisoPlaceholder}
          value={proviso}
          maxLength={RECEIPT_NAME_MAX}
          onChange={(e) => setProviso(e.target.value)}
        />
      </form>
    </Modal>
  );
}
