import { MENU_FLAG } from '@contract/constants';
import { adminJa } from '@/i18n/admin.ja';
import type { MenuSearch } from '../../api/menus.api';
import { optionsOf } from '../../lib/options';
import { SearchCard } from '../shared/search-card';

const STATUS_OPTIONS = optionsOf(adminJa.menus.flags, [MENU_FLAG.published, MENU_FLAG.stopped, MENU_FLAG.service]);

export function MenuSearchForm({ initial, onSearch }: { initial: MenuSearch; onSearch: (search: MenuSearch) => void }) {
  return <SearchCard initial={initial} statusOptions={STATUS_OPTIONS} onSearch={onSearch} />;
}
