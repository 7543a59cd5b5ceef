import { SERVICE_MENU_ID } from '@contract/constants';
import type { Menu } from '@contract/menus';
import { useState } from 'react';
import { adminText } from '@/i18n/admin';
import { appText } from '@/i18n/app';
import { useText } from '@/i18n/use-text';
import { initialMenuSearch, listMenus } from '../../api/menus.api';
import { useAdminList } from '../../api/use-admin-list';
import { AdminPage, Card, CollapsibleCard } from '../shell/admin-page';
import { ListState } from '../shell/list-state';
import rows from '../shell/rows.module.css';
import { MenuRegisterForm } from './menu-register-form';
import { MenuRow } from './menu-row';
import { MenuSearchForm } from './menu-search-form';
import styles from './menus-page.module.css';
import { useMenuOrder } from './use-menu-order';

/** /admin/menus: genres (tabs of the diner menu), searched, edited in place, registered. */
export function MenusPage() {
  const admin = useText(adminText);
  const app = useText(appText);
  const list = useAdminList(listMenus, initialMenuSearch);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [registerOpen, setRegisterOpen] = useState(false);
  const order = useMenuOrder(list.reload);

  return (
    <AdminPage title={app.titles.adminMenus}>
      <Card title={admin.common.searchCard}>
        <MenuSearchForm initial={list.query} onSearch={list.search} />
      </Card>
      <CollapsibleCard title={admin.common.registerCard} open={registerOpen} onToggle={setRegisterOpen}>
        <MenuRegisterForm onSaved={list.reload} />
      </CollapsibleCard>
      <Card title={admin.menus.listLabel} aside={list.rows && admin.common.count(list.rows.length)}>
        <p className={styles.orderHint}>{admin.order.genreHint}</p>
        <ListState<Menu> {...list} empty={admin.menus.empty} onRetry={list.reload}>
          {(menus) => (
            <ul className={[rows.list, styles.columns].join(' ')} aria-label={admin.menus.listLabel}>
              <li className={rows.head} aria-hidden="true">
                <span>{admin.menus.id}</span>
                <span>{admin.menus.label}</span>
                <span>{admin.menus.name}</span>
                <span>{admin.common.status}</span>
                <span />
              </li>
              {menus.map((menu, index) => (
                <MenuRow
                  key={menu.id}
                  menu={menu}
                  order={
                    menu.id === SERVICE_MENU_ID
                      ? undefined
                      : {
                          busy: order.moving,
                          onUp: index > 0 ? () => void order.move(menu.id, -1) : undefined,
                          onDown:
                            menus[index + 1] && menus[index + 1]?.id !== SERVICE_MENU_ID
                              ? () => void order.move(menu.id, 1)
                              : undefined,
                        }
                  }
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
