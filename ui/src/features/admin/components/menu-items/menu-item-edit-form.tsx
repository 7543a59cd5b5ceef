import type { MenuItem } from '@contract/menu-items';
import { missingLocales } from '@contract/menu-text';
import type { Menu } from '@contract/menus';
import { useCallback } from 'react';
import { adminText } from '@/i18n/admin';
import { appText } from '@/i18n/app';
import { text } from '@/i18n/catalog';
import { useText } from '@/i18n/use-text';
import { labelText } from '@/lib/label-html';
import { showToast } from '@/lib/toast-store';
import { NoStationWarning } from '../shared/no-station-warning';
import { RowEditForm } from '../shared/row-edit-form';
import rows from '../shell/rows.module.css';
import { MenuItemFields } from './menu-item-fields';
import { UploadProgress } from './upload-progress';
import { useItemForm } from './use-item-form';
import { useItemSave } from './use-item-save';

export interface MenuItemEditFormProps {
  item: MenuItem;
  menus: readonly Menu[];
  onDone: (saved: boolean) => void;
}

/** A row turned into a form: status, names, genre, price, image (replace or delete), description. */
export function MenuItemEditForm({ item, menus, onDone }: MenuItemEditFormProps) {
  const form = useItemForm(useText(adminText).plans, item);
  const save = useItemSave(
    form,
    useCallback(() => {
      showToast(text(appText).success.itemUpdated, 'success');
      onDone(true);
    }, [onDone]),
  );

  return (
    <RowEditForm
      name={labelText(item.label)}
      ready={form.ready}
      save={save}
      onCancel={() => onDone(false)}
      beside={<UploadProgress fraction={save.progress} />}
    >
      <MenuItemFields
        form={form}
        menus={menus}
        edit={{
          id: item.id,
          imageUrl: item.thumb_url,
          optionGroups: item.option_groups.map((g) => g.label),
          missingLanguages: missingLocales({ description: item.description, translations: item.translations }),
        }}
        fullClass={rows.full}
      />
      <NoStationWarning
        menuId={form.values.menuId}
        itemId={item.id}
        madeNowhere={form.values.plan.kind !== 'none'}
        className={rows.full}
      />
    </RowEditForm>
  );
}
