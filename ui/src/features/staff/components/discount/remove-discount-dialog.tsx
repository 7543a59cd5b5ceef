import type { Bill, BillDiscount } from '@contract/bills';
import { DISCOUNT_REASON_LABELS } from '@contract/discount-rules';
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
import { takeBackDiscount } from '../../api/staff-api';
import { staffFailure } from '../../hooks/staff-errors';
import styles from '../corrections/cancel-line-dialog.module.css';

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
  const [password, setPassword] = useState('');
  const [askAuthority, setAskAuthority] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const size = discount.kind === 'percent' ? `${discount.value}%` : formatYen(discount.value);
  const what = t.row(DISCOUNT_REASON_LABELS[discount.reason], size);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      const bill = await takeBackDiscount(discount.id, askAuthority ? password : undefined);
      showToast(t.removed(tableLabel), 'success');
      onDone(bill);
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
      title={t.removeTitle}
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" size="lg" onClick={onClose} disabled={sending}>
            {t.back}
          </Button>
          <Button
            type="submit"
            form={FORM_ID}
            variant="danger"
            size="lg"
            loading={sending}
            disabled={askAuthority && password === ''}
          >
            {t.remove}
          </Button>
        </div>
      }
    >
      <form id={FORM_ID} className={styles.form} onSubmit={(e) => void submit(e)} aria-label={t.removeTitle}>
        <p>{t.removeConfirm(discount.item_label ? `${what}（${discount.item_label}）` : what)}</p>
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
        {error && <Alert tone="error">{error}</Alert>}
      </form>
    </Modal>
  );
}
