import { ITEM_FLAG, MAX_LINE_QUANTITY } from '@contract/constants';
import type { MenuItem } from '@contract/menu-items';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { dinerText } from '@/i18n/diner';
import { useText } from '@/i18n/use-text';
import styles from './item-detail-modal.module.css';
import { ItemImage } from './item-image';
import { ItemLabel } from './item-label';
import { ItemPrice } from './item-price';
import { QuantityStepper } from './quantity-stepper';

export interface ItemDetailModalProps {
  item: MenuItem | null;
  activePlans: readonly number[];
  /** False while an order is being sent: the cart is locked until the box answers. */
  canAdd: boolean;
  /** Without it the detail only shows the item (the staff's menu preview): no quantity, no cart. */
  onAdd?: (item: MenuItem, quantity: number) => void;
  onClose: () => void;
}

/** SPEC.md's item detail: photo, name, ex-tax and tax-included price, description, quantity, add, back. */
export function ItemDetailModal({ item, activePlans, canAdd, onAdd, onClose }: ItemDetailModalProps) {
  return (
    <Modal open={item !== null} onClose={onClose} size="wide" title={item ? <ItemLabel html={item.label} /> : ''}>
      {/* Keyed by item so the quantity starts at 1 for each item opened. */}
      {item && <DetailBody key={item.id} item={item} activePlans={activePlans} canAdd={canAdd} onAdd={onAdd} onClose={onClose} />}
    </Modal>
  );
}

function DetailBody({ item, activePlans, canAdd, onAdd, onClose }: ItemDetailModalProps & { item: MenuItem }) {
  const diner = useText(dinerText);
  const [quantity, setQuantity] = useState(1);
  const soldOut = item.flag !== ITEM_FLAG.onSale;
  return (
    <div className={styles.body}>
      <div className={styles.photo}>
        <ItemImage src={item.image_url} className={styles.image} eager />
        {soldOut && <span className={styles.soldOut}>{diner.menu.soldOut}</span>}
      </div>
      <div className={styles.info}>
        <ItemPrice price={item.price} menuId={item.menu_id} activePlans={activePlans} withExTax size="lg" />
        {item.description && <p className={styles.description}>{item.description}</p>}
        <div className={styles.actions}>
          {onAdd && (
            <>
              <div className={styles.quantity}>
                <span className={styles.quantityLabel}>{diner.detail.quantity}</span>
                <QuantityStepper
                  value={quantity}
                  max={MAX_LINE_QUANTITY}
                  onChange={setQuantity}
                  decreaseLabel={diner.detail.decrease}
                  increaseLabel={diner.detail.increase}
                  disabled={soldOut}
                  size="lg"
                />
              </div>
              <Button size="xl" block disabled={soldOut || !canAdd} onClick={() => onAdd(item, quantity)}>
                {soldOut ? diner.menu.soldOut : diner.detail.add}
              </Button>
            </>
          )}
          <Button variant="secondary" size="lg" block onClick={onClose}>
            {diner.detail.back}
          </Button>
        </div>
      </div>
    </div>
  );
}
