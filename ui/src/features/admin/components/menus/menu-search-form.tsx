import { MENU_FLAG } from '@contract/constants';
import { useState } from 'react';
import { adminJa } from '@/i18n/admin.ja';
import type { MenuSearch } from '../../api/menus.api';
import { optionsOf, parseOptional } from '../../lib/options';
import { controlClass, Field, selectClass } from '../form/field';
import { SearchForm } from '../shell/search-form';

const STATUS_OPTIONS = optionsOf(adminJa.menus.flags, [MENU_FLAG.published, MENU_FLAG.stopped, MENU_FLAG.service]);

export function MenuSearchForm({ initial, onSearch }: { initial: MenuSearch; onSearch: (search: MenuSearch) => void }) {
  const [keyword, setKeyword] = useState(initial.keyword);
  const [flag, setFlag] = useState(initial.flag === null ? '' : String(initial.flag));
  return (
    <SearchForm onSearch={() => onSearch({ keyword, flag: parseOptional(flag) })}>
      <Field label={adminJa.common.keyword}>
        {(control) => (
          <input
            {...control}
            className={controlClass}
            type="search"
            value={keyword}
            placeholder={adminJa.common.keywordPlaceholder}
            onChange={(e) => setKeyword(e.target.value)}
          />
        )}
      </Field>
      <Field label={adminJa.common.status}>
        {(control) => (
          <select {...control} className={selectClass} value={flag} onChange={(e) => setFlag(e.target.value)}>
            <option value="">{adminJa.common.all}</option>
            {STATUS_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        )}
      </Field>
    </SearchForm>
  );
}
