import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { appText } from '@/i18n/app';
import { dinerText } from '@/i18n/diner';
import { formatYen } from '@/i18n/format';
import { useText } from '@/i18n/use-text';
import type { CartItem, PendingOrderKind } from '@/types/cart';
import { cartTotal } from '../cart/cart';
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
  const app = useText(appText);
  const diner = useText(dinerText);
  const isOrder = kind === 'order';
  const title = isOrder ? diner.confirm.orderTitle : diner.confirm.staffCallTitle;
  const mine = outbox.pending?.kind === kind;
  const asking = !submitted || (!mine && !outbox.rejected);
  const footer = asking ? (
    <>
      <Button variant="secondary" size="lg" onClick={onClose} className={styles.footerButton}>
        {diner.confirm.cancel}
      </Button>
      <Button size="lg" onClick={onConfirm} className={styles.footerButton}>
        {isOrder ? diner.confirm.orderSubmit : diner.confirm.staffCallSubmit}
      </Button>
    </>
  ) : (
    <Button variant="secondary" size="lg" onClick={onClose} className={styles.footerButton}>
      {app.common.close}
    </Button>
  );

  return (
    <Modal open={kind !== null} onClose={onClose} title={title} footer={footer}>
      <div className={styles.body}>
        {asking && <p className={styles.lead}>{isOrder ? diner.confirm.orderLead : diner.confirm.staffCallLead}</p>}
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
              <span>{diner.cart.total}</span>
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
