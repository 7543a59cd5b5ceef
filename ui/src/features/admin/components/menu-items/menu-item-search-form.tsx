import { ITEM_FLAG } from '@contract/constants';
import type { Menu } from '@contract/menus';
import { useState } from 'react';
import { adminJa } from '@/i18n/admin.ja';
import type { MenuItemSearch } from '../../api/menu-items.api';
import { optionsOf, parseOptional } from '../../lib/options';
import { SearchCard } from '../shared/search-card';
import { SelectField } from '../shared/select-field';

const STATUS_OPTIONS = optionsOf(adminJa.menuItems.flags, [ITEM_FLAG.onSale, ITEM_FLAG.stopped]);

export interface MenuItemSearchFormProps {
  initial: MenuItemSearch;
  menus: readonly Menu[];
  onSearch: (search: MenuItemSearch) => void;
}

/** Keyword, status (starts at 1, on sale) and genre. */
export function MenuItemSearchForm({ initial, menus, onSearch }: MenuItemSearchFormProps) {
  const [menuId, setMenuId] = useState(initial.menuId === null ? '' : String(initial.menuId));
  return (
    <SearchCard
      initial={initial}
      statusOptions={STATUS_OPTIONS}
      onSearch={(search) => onSearch({ ...search, menuId: parseOptional(menuId) })}
    >
      <SelectField
        label={adminJa.menuItems.genre}
        value={menuId}
        options={menus.map((m) => ({ value: m.id, label: m.label }))}
        emptyOption={adminJa.common.all}
        onValue={setMenuId}
      />
    </SearchCard>
  );
}
