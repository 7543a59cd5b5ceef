import { dinerText } from '@/i18n/diner';
import { useText } from '@/i18n/use-text';
import { isPlanFree, priceText } from '../cart/price';
import styles from './item-price.module.css';

export interface ItemPriceProps {
  price: number;
  menuId: number;
  activePlans: readonly number[];
  /** The detail modal also shows the ex-tax price. */
  withExTax?: boolean;
  size?: 'md' | 'lg';
  /** What it costs when a plan covers it: its options charged even then (default 0). */
  planPrice?: number;
}

/** Tax-included price in bold with ¥; ¥0 with the original struck through when a plan covers it. */
export function ItemPrice({ price, menuId, activePlans, withExTax = false, size = 'md', planPrice = 0 }: ItemPriceProps) {
  const diner = useText(dinerText);
  const text = priceText(price);
  const free = isPlanFree(menuId, activePlans);
  return (
    <span className={[styles.price, size === 'lg' ? styles.lg : undefined].filter(Boolean).join(' ')}>
      {free ? (
        <>
          <span className={styles.amount}>{priceText(planPrice).inclusive}</span>
          <s className={styles.struck}>{text.inclusive}</s>
          <span className={styles.plan}>{diner.menu.planFree}</span>
        </>
      ) : (
        <>
          <span className={styles.amount}>{text.inclusive}</span>
          <span className={styles.tax}>{diner.menu.taxIncludedNote}</span>
          {withExTax && (
            <span className={styles.exTax}>
              {diner.menu.taxExcluded} {text.exclusive}
            </span>
          )}
        </>
      )}
    </span>
  );
}
