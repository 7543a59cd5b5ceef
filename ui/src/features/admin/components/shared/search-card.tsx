import { type ReactNode, useState } from 'react';
import { adminText } from '@/i18n/admin';
import { useText } from '@/i18n/use-text';
import { type Option, parseOptional } from '../../lib/options';
import { SearchForm } from '../shell/search-form';
import { KeywordField } from './keyword-field';
import { SelectField } from './select-field';

export interface StatusSearch {
  keyword: string;
  /** null: every status. */
  flag: number | null;
}

export interface SearchCardProps {
  initial: StatusSearch;
  statusOptions: readonly Option[];
  onSearch: (search: StatusSearch) => void;
  /** Fields after keyword and status; their state stays with the screen. */
  children?: ReactNode;
}

/** The search card of a list with a status: keyword, status ('すべて' or one), then the screen's own fields. */
export function SearchCard({ initial, statusOptions, onSearch, children }: SearchCardProps) {
  const admin = useText(adminText);
  const [keyword, setKeyword] = useState(initial.keyword);
  const [flag, setFlag] = useState(initial.flag === null ? '' : String(initial.flag));
  return (
    <SearchForm onSearch={() => onSearch({ keyword, flag: parseOptional(flag) })}>
      <KeywordField value={keyword} onValue={setKeyword} />
      <SelectField
        label={admin.common.status}
        value={flag}
        options={statusOptions}
        emptyOption={admin.common.all}
        onValue={setFlag}
      />
      {children}
    </SearchForm>
  );
}
