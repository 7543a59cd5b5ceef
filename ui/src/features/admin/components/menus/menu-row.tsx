import { MENU_FLAG, SERVICE_MENU_ID } from '@contract/constants';
import type { Menu } from '@contract/menus';
import { useCallback, useState } from 'react';
import { adminText } from '@/i18n/admin';
import { appText } from '@/i18n/app';
import { text } from '@/i18n/catalog';
import { useText } from '@/i18n/use-text';
import { showToast } from '@/lib/toast-store';
import { updateMenu } from '../../api/menus.api';
import { optionsOf } from '../../lib/options';
import { useSubmit } from '../../lib/use-submit';
import { lastOrderOverrideOf } from '../menu-items/plan-terms-form';
import { NoStationWarning } from '../shared/no-station-warning';
import { OrderButtons, type OrderButtonsProps } from '../shared/order-buttons';
import { RowActions, RowButton } from '../shared/row-actions';
import { RowEditForm } from '../shared/row-edit-form';
import { SelectField } from '../shared/select-field';
import { TextInputField } from '../shared/text-input-field';
import { StatusBadge } from '../shell/list-state';
import rows from '../shell/rows.module.css';
import { GenreLastOrderField } from './genre-last-order-field';
import styles from './menus-page.module.css';

export interface MenuRowProps {
  menu: Menu;
  editing: boolean;
  onEdit: () => void;
  /** 上へ / 下へ; none for the service genre, which stays last. */
  order?: Omit<OrderButtonsProps, 'name'>;
  /** `saved` is true after a successful update (the list reloads). */
  onDone: (saved: boolean) => void;
}

const badgeTone = (flag: number) => (flag === MENU_FLAG.published ? 'on' : flag === MENU_FLAG.service ? 'special' : 'off');

export function MenuRow({ menu, editing, order, onEdit, onDone }: MenuRowProps) {
  const admin = useText(adminText);
  if (editing) return <MenuEditForm menu={menu} onDone={onDone} />;
  return (
    <li className={rows.row}>
      <span className={styles.id}>{menu.id}</span>
      <span className={[rows.strong, styles.label].join(' ')}>{menu.label}</span>
      <span className={[rows.stack, styles.name].join(' ')}>
        <span className={rows.muted}>{menu.name}</span>
        {menu.plan_last_order_minutes !== null && (
          <span className={styles.lastOrder}>{admin.plans.overrideBadge(menu.plan_last_order_minutes)}</span>
        )}
      </span>
      <span className={styles.status}>
        <StatusBadge tone={badgeTone(menu.flag)}>{admin.menus.flags[menu.flag] ?? menu.flag}</StatusBadge>
      </span>
      <RowActions className={styles.action}>
        {order && <OrderButtons name={menu.label} {...order} />}
        <RowButton name={menu.label} label={admin.common.edit} onClick={onEdit} />
      </RowActions>
    </li>
  );
}

/** The row as a form (SPEC.md section 4): cancel or a successful update closes it. */
function MenuEditForm({ menu, onDone }: { menu: Menu; onDone: (saved: boolean) => void }) {
  const admin = useText(adminText);
  const isService = menu.id === SERVICE_MENU_ID;
  const [label, setLabel] = useState(menu.label);
  const [name, setName] = useState(menu.name);
  const [flag, setFlag] = useState(menu.flag);
  const [lastOrderText, setLastOrderText] = useState(
    menu.plan_last_order_minutes === null ? '' : String(menu.plan_last_order_minutes),
  );
  const lastOrder = lastOrderOverrideOf(lastOrderText);
  const ready = label.trim() !== '' && name.trim() !== '' && lastOrder.valid;
  const flagOptions = isService
    ? optionsOf(admin.menus.flags, [MENU_FLAG.service])
    : optionsOf(admin.menus.flags, [MENU_FLAG.published, MENU_FLAG.stopped]);

  const save = useSubmit(
    useCallback(async () => {
      const nextFlag = flag === 0 || flag === 1 || flag === 2 ? flag : MENU_FLAG.published;
      await updateMenu({
        id: menu.id,
        label: label.trim(),
        name: name.trim(),
        flag: nextFlag,
        // The service genre holds no plans: its override stays as it is.
        ...(isService ? {} : { plan_last_order_minutes: lastOrder.value }),
      });
      showToast(text(appText).success.menuUpdated, 'success');
      onDone(true);
    }, [menu.id, label, name, flag, isService, lastOrder.value, onDone]),
  );

  return (
    <RowEditForm name={menu.label} ready={ready} save={save} onCancel={() => onDone(false)}>
      <TextInputField label={admin.menus.label} required value={label} maxLength={100} onValue={setLabel} />
      <TextInputField label={admin.menus.name} required value={name} maxLength={100} onValue={setName} />
      <SelectField
        label={admin.common.status}
        hint={isService ? admin.menus.serviceFixed : undefined}
        value={flag}
        options={flagOptions}
        disabled={isService}
        onValue={(value) => setFlag(Number(value))}
      />
      {!isService && <GenreLastOrderField value={lastOrderText} valid={lastOrder.valid} onValue={setLastOrderText} />}
      <NoStationWarning menuId={menu.id} className={rows.full} />
    </RowEditForm>
  );
}
