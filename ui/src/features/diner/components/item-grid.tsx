import { ITEM_FLAG } from '@contract/constants';
import type { MenuItem } from '@contract/menu-items';
import { allergensText } from '@/i18n/allergens';
import { dinerText } from '@/i18n/diner';
import { useText } from '@/i18n/use-text';
import { AllergenMarks } from './allergen-marks';
import styles from './item-grid.module.css';
import { ItemImage } from './item-image';
import { ItemLabel } from './item-label';
import { ItemPrice } from './item-price';

export interface ItemGridProps {
  items: readonly MenuItem[];
  layout: 'grid' | 'list';
  /** Items shown dimmed: they hold what the diner avoids (the allergen filter's "dim instead of hide"). */
  dimmed?: ReadonlySet<number>;
  activePlans: readonly number[];
  onOpen: (item: MenuItem) => void;
}

/** One page of a genre: photo cards (4 x 2 on a tablet) or, for drinks, a two-column list. */
export function ItemGrid({ items, layout, dimmed, activePlans, onOpen }: ItemGridProps) {
  const diner = useText(dinerText);
  const allergens = useText(allergensText);
  if (items.length === 0) return <p className={styles.empty}>{diner.menu.empty}</p>;
  return (
    <ul className={layout === 'list' ? styles.list : styles.grid} data-layout={layout}>
      {items.map((item) => {
        const soldOut = item.flag !== ITEM_FLAG.onSale;
        const avoided = dimmed?.has(item.id) === true;
        return (
          <li key={item.id} className={styles.cell}>
            <button
              type="button"
              className={[
                layout === 'list' ? styles.row : styles.card,
                soldOut ? styles.soldOut : undefined,
                avoided ? styles.dimmed : undefined,
              ]
                .filter(Boolean)
                .join(' ')}
              onClick={() => onOpen(item)}
              data-testid="menu-item"
              data-dimmed={avoided || undefined}
            >
              <span className={styles.photo}>
                <ItemImage src={item.thumb_url} className={styles.image} />
                {soldOut && <span className={styles.soldOutBadge}>{diner.menu.soldOut}</span>}
              </span>
              <span className={styles.text}>
                <ItemLabel html={item.label} translations={item.translations} className={styles.name} />
                <ItemPrice price={item.price} menuId={item.menu_id} activePlans={activePlans} />
                <AllergenMarks allergens={item.allergens} />
                {avoided && <span className={styles.dimmedNote}>{allergens.filter.dimmedBadge}</span>}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
