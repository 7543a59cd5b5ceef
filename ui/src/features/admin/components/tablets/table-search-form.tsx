import { TABLE_FLAG } from '@contract/constants';
import { adminJa } from '@/i18n/admin.ja';
import type { TableSearch } from '../../api/tablets.api';
import { optionsOf } from '../../lib/options';
import { SearchCard } from '../shared/search-card';

const STATUS_OPTIONS = optionsOf(adminJa.tablets.flags, [TABLE_FLAG.available, TABLE_FLAG.stopped]);

export function TableSearchForm({ initial, onSearch }: { initial: TableSearch; onSearch: (search: TableSearch) => void }) {
  return <SearchCard initial={initial} statusOptions={STATUS_OPTIONS} onSearch={onSearch} />;
}
