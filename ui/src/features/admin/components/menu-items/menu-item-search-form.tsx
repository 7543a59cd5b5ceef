import { ITEM_FLAG } from '@contract/constants';
import type { Menu } from '@contract/menus';
import { useState } from 'react';
import { adminJa } from '@/i18n/admin.ja';
import type { MenuItemSearch } from '../../api/menu-items.api';
import { optionsOf, parseOptional } from '../../lib/options';
import { controlClass, Field, selectClass } from '../form/field';
import { SearchForm } from '../shell/search-form';

const STATUS_OPTIONS = optionsOf(adminJa.menuItems.flags, [ITEM_FLAG.onSale, ITEM_FLAG.stopped]);

export interface MenuItemSearchFormProps {
  initial: MenuItemSearch;
  menus: readonly Menu[];
  onSearch: (search: MenuItemSearch) => void;
}

/** Keyword, status (starts at 1, on sale) and genre. */
export function MenuItemSearchForm({ initial, menus, onSearch }: MenuItemSearchFormProps) {
  const [keyword, setKeyword] = useState(initial.keyword);
  const [flag, setFlag] = useState(initial.flag === null ? '' : String(initial.flag));
  const [menuId, setMenuId] = useState(initial.menuId === null ? '' : String(initial.menuId));
  return (
    <SearchForm onSearch={() => onSearch({ keyword, flag: parseOptional(flag), menuId: parseOptional(menuId) })}>
      <Field label={adminJa.common.keyword}>
        {(c) => (
          <input
            {...c}
            className={controlClass}
            type="search"
            value={keyword}
            placeholder={adminJa.common.keywordPlaceholder}
            onChange={(e) => setKeyword(e.target.value)}
          />
        )}
      </Field>
      <Field label={adminJa.common.status}>
        {(c) => (
          <select {...c} className={selectClass} value={flag} onChange={(e) => setFlag(e.target.value)}>
            <option value="">{adminJa.common.all}</option>
            {STATUS_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={adminJa.menuItems.genre}>
        {(c) => (
          <select {...c} className={selectClass} value={menuId} onChange={(e) => setMenuId(e.target.value)}>
            <option value="">{adminJa.common.all}</option>
            {menus.map((m) => (
              <option key={m.id} value={m.id}>
                {m.label}
              </option>
            ))}
          </select>
        )}
      </Field>
    </SearchForm>
  );
}
