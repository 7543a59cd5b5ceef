import type { MenuItem } from '@contract/menu-items';
import type { Menu } from '@contract/menus';
import { type FormEvent, useCallback } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { adminJa } from '@/i18n/admin.ja';
import { ja } from '@/i18n/ja';
import { showToast } from '@/lib/toast-store';
import { labelText } from '../../lib/label-html';
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
  const form = useItemForm(item);
  const save = useItemSave(
    form,
    useCallback(() => {
      showToast(ja.success.itemUpdated, 'success');
      onDone(true);
    }, [onDone]),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (form.ready) void save.run();
  }

  return (
    <li className={rows.editing}>
      <form className={rows.editGrid} onSubmit={submit} aria-label={adminJa.common.editing(labelText(item.label))}>
        <MenuItemFields form={form} menus={menus} edit={{ imageUrl: item.thumb_url }} fullClass={rows.full} />
        {save.error && (
          <Alert tone="error" className={rows.full}>
            {save.error}
          </Alert>
        )}
        <div className={rows.editActions}>
          <UploadProgress fraction={save.progress} />
          <Button variant="secondary" onClick={() => onDone(false)} disabled={save.saving}>
            {adminJa.common.cancel}
          </Button>
          <Button type="submit" disabled={!form.ready} loading={save.saving}>
            {adminJa.common.update}
          </Button>
        </div>
      </form>
    </li>
  );
}
