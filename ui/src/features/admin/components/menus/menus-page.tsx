import type { Menu } from '@contract/menus';
import { useState } from 'react';
import { adminJa } from '@/i18n/admin.ja';
import { ja } from '@/i18n/ja';
import { initialMenuSearch, listMenus } from '../../api/menus.api';
import { useAdminList } from '../../api/use-admin-list';
import { AdminPage, Card, CollapsibleCard } from '../shell/admin-page';
import { ListState } from '../shell/list-state';
import rows from '../shell/rows.module.css';
import { MenuRegisterForm } from './menu-register-form';
import { MenuRow } from './menu-row';
import { MenuSearchForm } from './menu-search-form';
import styles from './menus-page.module.css';

/** /admin/menus: genres (tabs of the diner menu), searched, edited in place, registered. */
export function MenusPage() {
  const list = useAdminList(listMenus, initialMenuSearch);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [registerOpen, setRegisterOpen] = useState(false);

  return (
    <AdminPage title={ja.titles.adminMenus}>
      <Card title={adminJa.common.searchCard}>
        <MenuSearchForm initial={list.query} onSearch={list.search} />
      </Card>
      <CollapsibleCard title={adminJa.common.registerCard} open={registerOpen} onToggle={setRegisterOpen}>
        <MenuRegisterForm onSaved={list.reload} />
      </CollapsibleCard>
      <Card title={adminJa.menus.listLabel} aside={list.rows && adminJa.common.count(list.rows.length)}>
        <ListState<Menu> {...list} empty={adminJa.menus.empty} onRetry={list.reload}>
          {(menus) => (
            <ul className={[rows.list, styles.columns].join(' ')} aria-label={adminJa.menus.listLabel}>
              <li className={rows.head} aria-hidden="true">
                <span>{adminJa.menus.id}</span>
                <span>{adminJa.menus.label}</span>
                <span>{adminJa.menus.name}</span>
                <span>{adminJa.common.status}</span>
                <span />
              </li>
              {menus.map((menu) => (
                <MenuRow
                  key={menu.id}
                  menu={menu}
                  editing={editingId === menu.id}
                  onEdit={() => setEditingId(menu.id)}
                  onDone={(saved) => {
                    setEditingId(null);
                    if (saved) list.reload();
                  }}
                />
              ))}
            </ul>
          )}
        </ListState>
      </Card>
    </AdminPage>
  );
}
