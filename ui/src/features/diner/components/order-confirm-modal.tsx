import { LineOptions } from '@/components/options/line-options';
import { dinerText } from '@/i18n/diner';
import { formatYen } from '@/i18n/format';
import { useText } from '@/i18n/use-text';
import type { CartItem } from '@/types/cart';
import { cartLineKey, cartTotal } from '../cart/cart';
import { useMenuTexts } from '../menu/menu-text';
import type { OutboxState } from '../state/order-outbox';
import { ItemLabel } from './item-label';
import styles from './order-confirm-modal.module.css';
import { SendConfirmModal } from './send-confirm-modal';

export interface OrderConfirmModalProps {
  open: boolean;
  submitted: boolean;
  lines: readonly CartItem[];
  outbox: OutboxState;
  onConfirm: () => void;
  onRetry: () => void;
  onClose: () => void;
}

/** SPEC.md's confirm modal of type order: the cart's lines and total, then the sending. */
export function OrderConfirmModal({ lines, ...rest }: OrderConfirmModalProps) {
  const diner = useText(dinerText);
  const texts = useMenuTexts();
  return (
    <SendConfirmModal
      kind="order"
      title={diner.confirm.orderTitle}
      lead={diner.confirm.orderLead}
      submitLabel={diner.confirm.orderSubmit}
      {...rest}
    >
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={cartLineKey(line)} className={styles.line}>
            <div className={styles.name}>
              <ItemLabel html={line.label} translations={texts.itemTranslations(line.id)} />
              <LineOptions
                options={line.options}
                note={line.note}
                withDeltas
                noteLabel={diner.options.noteLabel}
                labelOf={texts.optionLabel}
              />
            </div>
            <span className={styles.quantity}>× {line.quantity}</span>
            <span className={styles.amount}>{formatYen(line.price * line.quantity)}</span>
          </li>
        ))}
      </ul>
      <p className={styles.total}>
        <span>{diner.cart.total}</span>
        <strong>{formatYen(cartTotal(lines))}</strong>
      </p>
    </SendConfirmModal>
  );
}
