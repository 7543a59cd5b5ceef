import { MAX_LINE_QUANTITY } from '@contract/constants';
import { menuText } from '@contract/menu-text';
import { type ReactNode, useState } from 'react';
import { LineOptions } from '@/components/options/line-options';
import { Button } from '@/components/ui/button';
import { appText } from '@/i18n/app';
import { dinerText } from '@/i18n/diner';
import { formatYen } from '@/i18n/format';
import { useText } from '@/i18n/use-text';
import { labelText } from '@/lib/label-html';
import type { CartItem } from '@/types/cart';
import { cartCount, cartLineKey, cartTotal } from '../cart/cart';
import { useMenuTexts } from '../menu/menu-text';
import styles from './cart-panel.module.css';
import { ItemLabel } from './item-label';
import { QuantityStepper } from './quantity-stepper';

export interface CartPanelProps {
  cart: readonly CartItem[];
  /** Line keys (cartLineKey) the box would refuse. */
  unavailableKeys: readonly string[];
  /** An order is on its way: lines cannot change until the box answers. */
  locked: boolean;
  /** Ordering is possible at all (a visit is open and its bill not requested). */
  canOrder: boolean;
  onIncrement: (key: string) => void;
  onDecrement: (key: string) => void;
  onRemove: (key: string) => void;
  onOrder: () => void;
  /** Sending state or a refusal of the box, shown above the total. */
  notice?: ReactNode;
}

/** The cart column on a tablet; a bottom sheet on a phone. */
export function CartPanel(props: CartPanelProps) {
  const app = useText(appText);
  const diner = useText(dinerText);
  const { cart, unavailableKeys, locked, canOrder, onOrder, notice } = props;
  const [expanded, setExpanded] = useState(false);
  const total = cartTotal(cart);
  const count = cartCount(cart);
  const blocked = unavailableKeys.length > 0;
  return (
    <aside className={styles.panel} data-expanded={expanded} aria-labelledby="cart-title" data-testid="cart">
      <header className={styles.head}>
        <h2 id="cart-title" className={styles.title}>
          {diner.cart.title}
          <span className={styles.count} data-testid="cart-count">
            {diner.cart.items(count)}
          </span>
        </h2>
        <button type="button" className={styles.toggle} aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? diner.cart.close : diner.cart.open}
          <span aria-hidden="true" className={styles.chevron}>
            ⌃
          </span>
        </button>
      </header>
      <div className={styles.lines}>
        {cart.length === 0 ? (
          <p className={styles.empty}>{app.alerts.emptyCart}</p>
        ) : (
          <ul className={styles.list}>
            {cart.map((line) => {
              const key = cartLineKey(line);
              return <CartLine key={key} lineKey={key} line={line} unavailable={unavailableKeys.includes(key)} {...props} />;
            })}
          </ul>
        )}
      </div>
      <footer className={styles.foot}>
        {notice}
        {blocked && !locked && <p className={styles.warning}>{diner.cart.unavailable}</p>}
        <p className={styles.total}>
          <span>{diner.cart.total}</span>
          <strong data-testid="cart-total">{formatYen(total)}</strong>
        </p>
        <Button size="lg" block onClick={onOrder} disabled={cart.length === 0 || locked || blocked || !canOrder}>
          {diner.cart.order}
        </Button>
      </footer>
    </aside>
  );
}

function CartLine({
  line,
  lineKey,
  unavailable,
  locked,
  onIncrement,
  onDecrement,
  onRemove,
}: CartPanelProps & { line: CartItem; lineKey: string; unavailable: boolean }) {
  const diner = useText(dinerText);
  const texts = useMenuTexts();
  const name = menuText(labelText(line.label), texts.itemTranslations(line.id), texts.locale, 'name');
  const free = line.price < line.original_price;
  return (
    <li className={styles.line} data-testid="cart-line">
      <div className={styles.lineHead}>
        <div className={styles.lineTitle}>
          <ItemLabel html={line.label} translations={texts.itemTranslations(line.id)} className={styles.lineName} />
          <LineOptions
            options={line.options}
            note={line.note}
            withDeltas
            noteLabel={diner.options.noteLabel}
            labelOf={texts.optionLabel}
          />
        </div>
        <span className={styles.unit}>
          {free && <s className={styles.struck}>{formatYen(line.original_price)}</s>}
          {formatYen(line.price)}
        </span>
      </div>
      <div className={styles.lineFoot}>
        {unavailable ? (
          <>
            <span className={styles.soldOut}>{diner.menu.soldOut}</span>
            <Button variant="ghost" onClick={() => onRemove(lineKey)} disabled={locked}>
              {diner.cart.remove}
            </Button>
          </>
        ) : (
          <QuantityStepper
            value={line.quantity}
            min={0}
            max={MAX_LINE_QUANTITY}
            onChange={(next) => (next > line.quantity ? onIncrement(lineKey) : onDecrement(lineKey))}
            decreaseLabel={diner.cart.decrease(name)}
            increaseLabel={diner.cart.increase(name)}
            disabled={locked}
          />
        )}
        <span className={styles.subtotal} data-testid="cart-line-subtotal">
          {formatYen(line.price * line.quantity)}
        </span>
      </div>
    </li>
  );
}
