import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { dinerJa } from '@/i18n/diner.ja';
import { ja } from '@/i18n/ja';
import type { CartItem, PendingOrderKind } from '@/types/cart';
import { cartTotal } from '../cart/cart';
import { formatYen } from '../cart/price';
import type { OutboxState } from '../state/order-outbox';
import { ItemLabel } from './item-label';
import styles from './order-confirm-modal.module.css';
import { SendStatus } from './send-status';

export interface OrderConfirmModalProps {
  /** Which confirm is open (SPEC.md's confirm modal types order and staff call), or null. */
  kind: PendingOrderKind | null;
  /** True once the diner confirmed: the modal then follows the outbox. */
  submitted: boolean;
  lines: readonly CartItem[];
  outbox: OutboxState;
  onConfirm: () => void;
  onRetry: () => void;
  onClose: () => void;
}

/** Asks before an order or a staff call goes out, then shows how the sending goes. */
export function OrderConfirmModal({ kind, submitted, lines, outbox, onConfirm, onRetry, onClose }: OrderConfirmModalProps) {
  const isOrder = kind === 'order';
  const title = isOrder ? dinerJa.confirm.orderTitle : dinerJa.confirm.staffCallTitle;
  const mine = outbox.pending?.kind === kind;
  const asking = !submitted || (!mine && !outbox.rejected);
  const footer = asking ? (
    <>
      <Button variant="secondary" size="lg" onClick={onClose} className={styles.footerButton}>
        {dinerJa.confirm.cancel}
      </Button>
      <Button size="lg" onClick={onConfirm} className={styles.footerButton}>
        {isOrder ? dinerJa.confirm.orderSubmit : dinerJa.confirm.staffCallSubmit}
      </Button>
    </>
  ) : (
    <Button variant="secondary" size="lg" onClick={onClose} className={styles.footerButton}>
      {ja.common.close}
    </Button>
  );

  return (
    <Modal open={kind !== null} onClose={onClose} title={title} footer={footer}>
      <div className={styles.body}>
        {asking && <p className={styles.lead}>{isOrder ? dinerJa.confirm.orderLead : dinerJa.confirm.staffCallLead}</p>}
        {isOrder && (
          <>
            <ul className={styles.lines}>
              {lines.map((line) => (
                <li key={line.id} className={styles.line}>
                  <ItemLabel html={line.label} className={styles.name} />
                  <span className={styles.quantity}>× {line.quantity}</span>
                  <span className={styles.amount}>{formatYen(line.price * line.quantity)}</span>
                </li>
              ))}
            </ul>
            <p className={styles.total}>
              <span>{dinerJa.cart.total}</span>
              <strong>{formatYen(cartTotal(lines))}</strong>
            </p>
          </>
        )}
        {submitted && mine && <SendStatus outbox={outbox} onRetry={onRetry} />}
        {submitted && !mine && outbox.rejected && <Alert tone="error">{outbox.rejected.message}</Alert>}
      </div>
    </Modal>
  );
}
