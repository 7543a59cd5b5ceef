import type { MenuItem } from '@contract/menu-items';
import { menuText } from '@contract/menu-text';
import { useEffect, useState } from 'react';
import { dinerText } from '@/i18n/diner';
import { useLocale } from '@/i18n/locale';
import { useText } from '@/i18n/use-text';
import { labelText } from '@/lib/label-html';
import type { CartItem } from '@/types/cart';
import { toCartItem } from '../cart/cart';
import type { OutboxState } from '../state/order-outbox';
import { ItemLabel } from './item-label';
import { QuantityStepper } from './quantity-stepper';
import { SendConfirmModal } from './send-confirm-modal';
import styles from './staff-call-modal.module.css';

/** Enough おしぼり or 取り皿 for a large party; more is a word with the staff who come. */
const MAX_SERVICE_QUANTITY = 20;

export interface StaffCallModalProps {
  open: boolean;
  submitted: boolean;
  /** The plain call (the service genre's staff-call item), if the shop offers it. */
  callItem: MenuItem | undefined;
  /** What a call may bring along (the service genre's other items). */
  requestItems: readonly MenuItem[];
  outbox: OutboxState;
  /** The lines to send as one order: the picked items, or the plain call when none was picked. */
  onConfirm: (lines: CartItem[]) => void;
  onRetry: () => void;
  onClose: () => void;
}

/** SPEC.md's staff-call confirm, with the shop's service items to pick with quantities (取り皿 x3). */
export function StaffCallModal({ open, submitted, callItem, requestItems, onConfirm, ...rest }: StaffCallModalProps) {
  const diner = useText(dinerText);
  const locale = useLocale();
  const [picks, setPicks] = useState<ReadonlyMap<number, number>>(new Map());

  useEffect(() => {
    if (open) setPicks(new Map());
  }, [open]);

  const pick = (id: number, quantity: number) =>
    setPicks((previous) => {
      const next = new Map(previous);
      if (quantity > 0) next.set(id, quantity);
      else next.delete(id);
      return next;
    });

  const confirm = () => {
    const picked = requestItems.flatMap((item) => {
      const quantity = picks.get(item.id) ?? 0;
      return quantity > 0 ? [toCartItem(item, quantity, [])] : [];
    });
    onConfirm(picked.length > 0 ? picked : callItem ? [toCartItem(callItem, 1, [])] : []);
  };

  return (
    <SendConfirmModal
      kind="staffCall"
      open={open}
      submitted={submitted}
      title={diner.confirm.staffCallTitle}
      lead={diner.confirm.staffCallLead}
      submitLabel={diner.confirm.staffCallSubmit}
      onConfirm={confirm}
      {...rest}
    >
      {!submitted && requestItems.length > 0 && (
        <section className={styles.requests} aria-labelledby="staff-call-pick">
          <h3 id="staff-call-pick" className={styles.pick}>
            {diner.staffCall.pick}
          </h3>
          <ul className={styles.list}>
            {requestItems.map((item) => {
              // The steppers' labels name the item as the guest reads it.
              const name = menuText(labelText(item.label), item.translations, locale, 'name');
              return (
                <li key={item.id} className={styles.item} data-testid="service-item">
                  <ItemLabel html={item.label} translations={item.translations} className={styles.name} />
                  <QuantityStepper
                    value={picks.get(item.id) ?? 0}
                    min={0}
                    max={MAX_SERVICE_QUANTITY}
                    onChange={(quantity) => pick(item.id, quantity)}
                    decreaseLabel={diner.staffCall.decrease(name)}
                    increaseLabel={diner.staffCall.increase(name)}
                  />
                </li>
              );
            })}
          </ul>
          {callItem && picks.size === 0 && <p className={styles.plain}>{diner.staffCall.plain}</p>}
        </section>
      )}
    </SendConfirmModal>
  );
}
