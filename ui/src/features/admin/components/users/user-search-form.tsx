import { useState } from 'react';
import { adminText } from '@/i18n/admin';
import { useText } from '@/i18n/use-text';
import type { UserSearch } from '../../api/users.api';
import { Field } from '../form/field';
import { KeywordField } from '../shared/keyword-field';
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
  const admin = useText(adminText);
  const [keyword, setKeyword] = useState(initial.keyword);
  const [role, setRole] = useState(initial.role);
  return (
    <SearchForm onSearch={() => onSearch({ ...initial, keyword, role })}>
      <KeywordField value={keyword} onValue={setKeyword} />
      {roles.length > 0 && (
        <Field label={admin.users.role}>
          {(c) => <RoleSelect control={c} value={role} roles={roles} onChange={setRole} withNone />}
        </Field>
      )}
    </SearchForm>
  );
}
