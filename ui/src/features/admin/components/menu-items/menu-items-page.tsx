import type { MenuItem } from '@contract/menu-items';
import { useState } from 'react';
import { adminText } from '@/i18n/admin';
import { appText } from '@/i18n/app';
import { useText } from '@/i18n/use-text';
import { initialMenuItemSearch, listMenuItems } from '../../api/menu-items.api';
import { listAllMenus } from '../../api/menus.api';
import { useAdminList } from '../../api/use-admin-list';
import { AdminPage, Card, CollapsibleCard } from '../shell/admin-page';
import { ListState } from '../shell/list-state';
import rows from '../shell/rows.module.css';
import { ItemOrderCard } from './item-order-card';
import { MenuItemEditForm } from './menu-item-edit-form';
import { MenuItemRegisterForm } from './menu-item-register-form';
import { MenuItemRow } from './menu-item-row';
import { MenuItemSearchForm } from './menu-item-search-form';
import styles from './menu-items-page.module.css';

/** /admin/menu-items: items with photos and prices, searched, edited in place, registered. */
export function MenuItemsPage() {
  const admin = useText(adminText);
  const app = useText(appText);
  const items = useAdminList(listMenuItems, initialMenuItemSearch);
  const genres = useAdminList(listAllMenus, null);
  const menus = genres.rows ?? [];
  const [editingId, setEditingId] = useState<number | null>(null);
  const [registerOpen, setRegisterOpen] = useState(false);

  return (
    <AdminPage title={app.titles.adminMenuItems}>
      <Card title={admin.common.searchCard}>
        <MenuItemSearchForm initial={items.query} menus={menus} onSearch={items.search} />
      </Card>
      <CollapsibleCard title={admin.common.registerCard} open={registerOpen} onToggle={setRegisterOpen}>
        <MenuItemRegisterForm menus={menus} onSaved={items.reload} />
      </CollapsibleCard>
      <ItemOrderCard menus={menus} onMoved={items.reload} />
      <Card title={admin.menuItems.listLabel} aside={items.rows && admin.common.count(items.rows.length)}>
        <ListState<MenuItem>
          {...items}
          failed={items.failed || genres.failed}
          empty={admin.menuItems.empty}
          onRetry={() => {
            items.reload();
            genres.reload();
          }}
        >
          {(list) => (
            <ul className={[rows.list, styles.columns].join(' ')} aria-label={admin.menuItems.listLabel}>
              {list.map((item) =>
                editingId === item.id ? (
                  <MenuItemEditForm
                    key={item.id}
                    item={item}
                    menus={menus}
                    onDone={(saved) => {
                      setEditingId(null);
                      if (saved) items.reload();
                    }}
                  />
                ) : (
                  <MenuItemRow key={item.id} item={item} menus={menus} onEdit={() => setEditingId(item.id)} />
                ),
              )}
            </ul>
          )}
        </ListState>
      </Card>
    </AdminPage>
  );
}
