import { TABLE_FLAG } from '@contract/constants';
import { adminText } from '@/i18n/admin';
import { useText } from '@/i18n/use-text';
import type { TableSearch } from '../../api/tablets.api';
import { optionsOf } from '../../lib/options';
import { SearchCard } from '../shared/search-card';

export function TableSearchForm({ initial, onSearch }: { initial: TableSearch; onSearch: (search: TableSearch) => void }) {
  const admin = useText(adminText);
  const statusOptions = optionsOf(admin.tablets.flags, [TABLE_FLAG.available, TABLE_FLAG.stopped]);
  return <SearchCard initial={initial} statusOptions={statusOptions} onSearch={onSearch} />;
}
