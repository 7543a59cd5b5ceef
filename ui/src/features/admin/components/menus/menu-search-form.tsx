import { MENU_FLAG } from '@contract/constants';
import { adminText } from '@/i18n/admin';
import { useText } from '@/i18n/use-text';
import type { MenuSearch } from '../../api/menus.api';
import { optionsOf } from '../../lib/options';
import { SearchCard } from '../shared/search-card';

export function MenuSearchForm({ initial, onSearch }: { initial: MenuSearch; onSearch: (search: MenuSearch) => void }) {
  const admin = useText(adminText);
  const statusOptions = optionsOf(admin.menus.flags, [MENU_FLAG.published, MENU_FLAG.stopped, MENU_FLAG.service]);
  return <SearchCard initial={initial} statusOptions={statusOptions} onSearch={onSearch} />;
}
