import type { MenuItem } from '@contract/menu-items';
import type { Menu } from '@contract/menus';
import type { OptionGroup } from '@contract/option-groups';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { adminText } from '@/i18n/admin';
import { appText } from '@/i18n/app';
import { useText } from '@/i18n/use-text';
import { listMenuItems } from '../../api/menu-items.api';
import { initialMenuSearch, listMenus } from '../../api/menus.api';
import { listOptionGroups } from '../../api/option-groups.api';
import { useAdminList } from '../../api/use-admin-list';
import { AdminPage, Card } from '../shell/admin-page';
import { ListState } from '../shell/list-state';
import { DeleteGroupModal } from './delete-group-modal';
import { OptionGroupCard } from './option-group-card';
import { OptionGroupEditor } from './option-group-editor';
import styles from './option-groups.module.css';

/** Genres and items a group can be attached to, loaded once for the page. */
function useCatalog() {
  const [menus, setMenus] = useState<Menu[]>([]);
  const [items, setItems] = useState<MenuItem[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    listMenus(initialMenuSearch, controller.signal).then(setMenus, () => undefined);
    listMenuItems({ keyword: '', flag: null, menuId: null }, controller.signal).then(setItems, () => undefined);
    return () => controller.abort();
  }, []);
  return { menus, items };
}

/** /admin/option-groups: the choices guests make (焼き方, ご飯の量, トッピング), and where each is shown. */
export function OptionGroupsPage() {
  const admin = useText(adminText);
  const app = useText(appText);
  const t = admin.optionGroups;
  const list = useAdminList(listOptionGroups, null);
  const catalog = useCatalog();
  const [editing, setEditing] = useState<OptionGroup | 'new' | null>(null);
  const [deleting, setDeleting] = useState<OptionGroup | null>(null);
  const { reload } = list;
  const closeEditor = useCallback(
    (saved: boolean) => {
      setEditing(null);
      if (saved) reload();
    },
    [reload],
  );

  return (
    <AdminPage
      title={app.titles.adminOptionGroups}
      lead={t.lead}
      actions={<Button onClick={() => setEditing('new')}>{t.register}</Button>}
    >
      <Card title={t.listLabel} aside={list.rows && admin.common.count(list.rows.length)}>
        <ListState<OptionGroup> {...list} empty={t.empty} onRetry={reload}>
          {(groups) => (
            <ul className={styles.groups} aria-label={t.listLabel}>
              {groups.map((group) => (
                <OptionGroupCard
                  key={group.id}
                  group={group}
                  menus={catalog.menus}
                  items={catalog.items}
                  onEdit={() => setEditing(group)}
                  onDelete={() => setDeleting(group)}
                  onFlagged={reload}
                />
              ))}
            </ul>
          )}
        </ListState>
      </Card>
      {editing && (
        <OptionGroupEditor
          group={editing === 'new' ? undefined : editing}
          menus={catalog.menus}
          items={catalog.items}
          onClose={closeEditor}
        />
      )}
      {deleting && (
        <DeleteGroupModal
          group={deleting}
          onClose={(deleted) => {
            setDeleting(null);
            if (deleted) reload();
          }}
        />
      )}
    </AdminPage>
  );
}
