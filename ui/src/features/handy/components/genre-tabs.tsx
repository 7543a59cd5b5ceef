import type { Menu } from '@contract/menus';
import { handyText } from '@/i18n/handy';
import { useText } from '@/i18n/use-text';
import styles from './genre-tabs.module.css';

export interface GenreTabsProps {
  tabs: readonly Menu[];
  selectedId: number | null;
  onSelect: (menuId: number) => void;
  panelId: string;
}

/** One tab per genre, in a row that scrolls sideways under the thumb. */
export function GenreTabs({ tabs, selectedId, onSelect, panelId }: GenreTabsProps) {
  const handy = useText(handyText);
  return (
    <div className={styles.tabs} role="tablist" aria-label={handy.order.genres}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          aria-selected={tab.id === selectedId}
          aria-controls={panelId}
          className={styles.tab}
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
