import { ITEM_FLAG } from '@contract/constants';
import type { Menu } from '@contract/menus';
import { useState } from 'react';
import { adminText } from '@/i18n/admin';
import { useText } from '@/i18n/use-text';
import type { MenuItemSearch } from '../../api/menu-items.api';
import { optionsOf, parseOptional } from '../../lib/options';
import { SearchCard } from '../shared/search-card';
import { SelectField } from '../shared/select-field';

export interface MenuItemSearchFormProps {
  initial: MenuItemSearch;
  menus: readonly Menu[];
  onSearch: (search: MenuItemSearch) => void;
}

/** Keyword, status (starts at 1, on sale) and genre. */
export function MenuItemSearchForm({ initial, menus, onSearch }: MenuItemSearchFormProps) {
  const admin = useText(adminText);
  const statusOptions = optionsOf(admin.menuItems.flags, [ITEM_FLAG.onSale, ITEM_FLAG.stopped]);
  const [menuId, setMenuId] = useState(initial.menuId === null ? '' : String(initial.menuId));
  return (
    <SearchCard
      initial={initial}
      statusOptions={statusOptions}
      onSearch={(search) => onSearch({ ...search, menuId: parseOptional(menuId) })}
    >
      <SelectField
        label={admin.menuItems.genre}
        value={menuId}
        options={menus.map((m) => ({ value: m.id, label: m.label }))}
        emptyOption={admin.common.all}
        onValue={setMenuId}
      />
    </SearchCard>
  );
}
