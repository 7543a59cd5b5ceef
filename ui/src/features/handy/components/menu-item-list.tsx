import { ITEM_FLAG } from '@contract/constants';
import { labelPlainText } from '@contract/label-text';
import type { MenuItem } from '@contract/menu-items';
import { SoldOutSwitch } from '@/components/floor/sold-out-switch';
import { formatYen } from '@/i18n/format';
import { handyText } from '@/i18n/handy';
import { useText } from '@/i18n/use-text';
import styles from './menu-item-list.module.css';

export interface MenuItemListProps {
  items: readonly MenuItem[];
  /** How many of each item the cart holds, for the badge. */
  quantityOf: (id: number) => number;
  onAdd: (item: MenuItem) => void;
  disabled: boolean;
  /** Search results come from every genre: each says which. */
  showGenre: boolean;
  label: string;
}

/** Items as full-width rows: a tap adds one to the cart; beside each, its 品切れ / 販売再開 switch. */
export function MenuItemList({ items, quantityOf, onAdd, disabled, showGenre, label }: MenuItemListProps) {
  const handy = useText(handyText);
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item) => {
        const count = quantityOf(item.id);
        const label = labelPlainText(item.label);
        const soldOut = item.flag === ITEM_FLAG.stopped;
        return (
          <li key={item.id} className={styles.row}>
            <button
              type="button"
              className={[styles.item, count > 0 ? styles.chosen : undefined].filter(Boolean).join(' ')}
              onClick={() => onAdd(item)}
              disabled={disabled || soldOut}
              data-sold-out={soldOut || undefined}
            >
              <span className={styles.text}>
                <span className={styles.label}>{label}</span>
                {showGenre && <span className={styles.genre}>{item.menus.label}</span>}
                {soldOut && <span className={styles.soldOut}>{handy.options.soldOut}</span>}
              </span>
              <span className={styles.price}>{formatYen(item.price)}</span>
              <span className={styles.count} aria-hidden="true">
                {count > 0 ? `×${count}` : '+'}
              </span>
              {count > 0 && <span className="visually-hidden">{handy.order.inCart(count)}</span>}
            </button>
            <SoldOutSwitch className={styles.soldOutSwitch} itemId={item.id} label={label} soldOut={soldOut} />
          </li>
        );
      })}
    </ul>
  );
}
