import type { Menu } from '@contract/menus';
import { useCallback } from 'react';
import { adminText } from '@/i18n/admin';
import { appText } from '@/i18n/app';
import { text } from '@/i18n/catalog';
import { useText } from '@/i18n/use-text';
import { showToast } from '@/lib/toast-store';
import { NoStationWarning } from '../shared/no-station-warning';
import { RegisterCard } from '../shared/register-card';
import grid from '../shell/form-grid.module.css';
import { MenuItemFields } from './menu-item-fields';
import { UploadProgress } from './upload-progress';
import { useItemForm } from './use-item-form';
import { useItemSave } from './use-item-save';

/** The register card: name, admin name, genre, price, image, description (and plan links). */
export function MenuItemRegisterForm({ menus, onSaved }: { menus: readonly Menu[]; onSaved: () => void }) {
  const form = useItemForm(useText(adminText).plans);
  const reset = form.reset;
  const save = useItemSave(
    form,
    useCallback(() => {
      showToast(text(appText).success.itemCreated, 'success');
      reset();
      onSaved();
    }, [reset, onSaved]),
  );

  return (
    <RegisterCard ready={form.ready} save={save} beside={<UploadProgress fraction={save.progress} />}>
      <MenuItemFields form={form} menus={menus} fullClass={grid.full} />
      <NoStationWarning menuId={form.values.menuId} madeNowhere={form.values.plan.kind !== 'none'} className={grid.full} />
    </RegisterCard>
  );
}
