import { ITEM_FLAG } from '@contract/constants';
import type { MenuItem } from '@contract/menu-items';
import type { Menu } from '@contract/menus';
import { LabelHtml } from '@/components/ui/label-html';
import { adminText } from '@/i18n/admin';
import { useText } from '@/i18n/use-text';
import { labelText } from '@/lib/label-html';
import { priceText } from '../../lib/price';
import { RowActions, RowButton } from '../shared/row-actions';
import { StatusBadge } from '../shell/list-state';
import rows from '../shell/rows.module.css';
import { NO_IMAGE } from './image-input';
import styles from './menu-items-page.module.css';
import { planSummary } from './plan-terms-form';

export interface MenuItemRowProps {
  item: MenuItem;
  menus: readonly Menu[];
  onEdit: () => void;
}

/** One item: picture, label, admin name, genre, price (ex-tax and tax-included, or '無料'). */
export function MenuItemRow({ item, menus, onEdit }: MenuItemRowProps) {
  const admin = useText(adminText);
  const price = priceText(item.price);
  const planMenus = menus.filter((m) => item.plan_menu_ids.includes(m.id)).map((m) => m.label);
  const planFree = [...planMenus, ...(item.plan_item_ids.length > 0 ? [admin.plans.freeItems(item.plan_item_ids.length)] : [])];
  const planTerms = item.plan ? planSummary(item.plan, admin.plans) : [];
  const name = labelText(item.label);
  return (
    <li
      className={[rows.row, styles.itemRow, item.flag === ITEM_FLAG.stopped ? styles.stopped : undefined]
        .filter(Boolean)
        .join(' ')}
    >
      <img
        className={styles.thumb}
        src={item.thumb_url ?? NO_IMAGE}
        alt=""
        width={72}
        height={72}
        loading="lazy"
        decoding="async"
      />
      <span className={[rows.stack, styles.names].join(' ')}>
        <LabelHtml className={rows.strong} html={item.label} />
        <span className={rows.muted}>{item.name}</span>
        <span className={styles.tags}>
          <span className={styles.genre}>{item.menus.label}</span>
          {planTerms.length > 0 && (
            <span className={styles.plan} data-testid="item-plan-terms">
              {planTerms.join('・')}
            </span>
          )}
          {planFree.length > 0 && <span className={styles.plan}>{admin.menuItems.planBadge(planFree.join('・'))}</span>}
          {item.plan_last_order_minutes !== null && (
            <span className={styles.genre}>{admin.plans.overrideBadge(item.plan_last_order_minutes)}</span>
          )}
        </span>
      </span>
      <span className={[rows.stack, styles.price].join(' ')}>
        <span className={styles.priceMain}>{price.main}</span>
        {price.sub && <span className={rows.muted}>{price.sub}</span>}
      </span>
      <span className={styles.status}>
        <StatusBadge tone={item.flag === ITEM_FLAG.onSale ? 'on' : 'off'}>
          {admin.menuItems.flags[item.flag] ?? item.flag}
        </StatusBadge>
      </span>
      <RowActions className={styles.action}>
        <RowButton name={name} label={admin.common.edit} onClick={onEdit} />
      </RowActions>
    </li>
  );
}
