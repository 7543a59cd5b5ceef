import { useState } from 'react';
import { adminJa } from '@/i18n/admin.ja';
import type { UserSearch } from '../../api/users.api';
import { controlClass, Field } from '../form/field';
import { SearchForm } from '../shell/search-form';
import { RoleSelect } from './role-select';

export interface UserSearchFormProps {
  initial: UserSearch;
  /** Role filter choices; none hides the filter. */
  roles: readonly number[];
  onSearch: (search: UserSearch) => void;
}

/** Keyword and role (0 = '選択してください', every role). */
export function UserSearchForm({ initial, roles, onSearch }: UserSearchFormProps) {
  const [keyword, setKeyword] = useState(initial.keyword);
  const [role, setRole] = useState(initial.role);
  return (
    <SearchForm onSearch={() => onSearch({ ...initial, keyword, role })}>
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
      {roles.length > 0 && (
        <Field label={adminJa.users.role}>
          {(c) => <RoleSelect control={c} value={role} roles={roles} onChange={setRole} withNone />}
        </Field>
      )}
    </SearchForm>
  );
}
