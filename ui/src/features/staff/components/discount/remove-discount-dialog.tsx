import type { Bill, BillDiscount } from '@contract/bills';
import { DISCOUNT_REASON_LABELS, discountSize } from '@contract/discount-rules';
import type { FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { staffText } from '@/i18n/staff';
import { useText } from '@/i18n/use-text';
import { showToast } from '@/lib/toast-store';
import { takeBackDiscount } from '../../api/staff-api';
import styles from '../corrections/cancel-line-dialog.module.css';
import { ManagerPassword } from './manager-password';
import { useManagerCall } from './use-manager-call';

const FORM_ID = 'remove-discount-form';

export interface RemoveDiscountDialogProps {
  tableLabel: string;
  discount: BillDiscount;
  onClose: () => void;
  onDone: (bill: Bill) => void;
}

/** 割引の取消: confirmed, and by a manager as giving it was (the page password when the box asks). */
export function RemoveDiscountDialog({ tableLabel, discount, onClose, onDone }: RemoveDiscountDialogProps) {
  const t = useText(staffText).discount;
  const call = useManagerCall();
  const what = t.row(DISCOUNT_REASON_LABELS[discount.reason], discountSize(discount.kind, discount.value));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void call.run(async (pagePassword) => {
      const bill = await takeBackDiscount(discount.id, pagePassword);
      showToast(t.removed(tableLabel), 'success');
      onDone(bill);
    });
  };

  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!call.sending}
      title={t.removeTitle}
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" size="lg" onClick={onClose} disabled={call.sending}>
            {t.back}
          </Button>
          <Button
            type="submit"
            form={FORM_ID}
            variant="danger"
            size="lg"
            loading={call.sending}
            disabled={call.askAuthority && call.password === ''}
          >
            {t.remove}
          </Button>
        </div>
      }
    >
      <form id={FORM_ID} className={styles.form} onSubmit={submit} aria-label={t.removeTitle}>
        <p>{t.removeConfirm(discount.item_label ? `${what}（${discount.item_label}）` : what)}</p>
        <ManagerPassword call={call} />
        {call.error && <Alert tone="error">{call.error}</Alert>}
      </form>
    </Modal>
  );
}
