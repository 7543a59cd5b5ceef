import type { Menu } from '@contract/menus';
import { type FormEvent, useCallback } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { adminJa } from '@/i18n/admin.ja';
import { ja } from '@/i18n/ja';
import { showToast } from '@/lib/toast-store';
import grid from '../shell/form-grid.module.css';
import { MenuItemFields } from './menu-item-fields';
import { UploadProgress } from './upload-progress';
import { useItemForm } from './use-item-form';
import { useItemSave } from './use-item-save';

/** The register card: name, admin name, genre, price, image, description (and plan links). */
export function MenuItemRegisterForm({ menus, onSaved }: { menus: readonly Menu[]; onSaved: () => void }) {
  const form = useItemForm();
  const reset = form.reset;
  const save = useItemSave(
    form,
    useCallback(() => {
      showToast(ja.success.itemCreated, 'success');
      reset();
      onSaved();
    }, [reset, onSaved]),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (form.ready) void save.run();
  }

  return (
    <form className={grid.grid} onSubmit={submit} aria-label={adminJa.common.registerCard}>
      <MenuItemFields form={form} menus={menus} fullClass={grid.full} />
      {save.error && (
        <Alert tone="error" className={grid.full}>
          {save.error}
        </Alert>
      )}
      <div className={grid.actions}>
        <UploadProgress fraction={save.progress} />
        <Button type="submit" disabled={!form.ready} loading={save.saving}>
          {adminJa.common.register}
        </Button>
      </div>
    </form>
  );
}
