import { menuText } from '@contract/menu-text';
import type { Menu } from '@contract/menus';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { dinerText } from '@/i18n/diner';
import { useLocale } from '@/i18n/locale';
import { useText } from '@/i18n/use-text';
import styles from './genre-tabs.module.css';

export interface GenreTabsProps {
  tabs: readonly Menu[];
  selectedId: number | null;
  onSelect: (menuId: number) => void;
  panelId: string;
}

/** A tab's element id: the panel is named by its tab (the genre in the guest's language), not by a label of its own. */
export const genreTabId = (panelId: string, menuId: number) => `${panelId}-tab-${menuId}`;

/** One tab per published genre; scrolls sideways when the shop has many. */
export function GenreTabs({ tabs, selectedId, onSelect, panelId }: GenreTabsProps) {
  const diner = useText(dinerText);
  const locale = useLocale();
  const listRef = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new selection is the trigger to scroll it into view
  useEffect(() => {
    const selected = listRef.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    selected?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [selectedId]);

  // Arrow keys move between tabs, as the tab pattern expects.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const index = tabs.findIndex((tab) => tab.id === selectedId);
    const next = tabs[(index + (event.key === 'ArrowRight' ? 1 : -1) + tabs.length) % tabs.length];
    if (!next) return;
    event.preventDefault();
    onSelect(next.id);
    listRef.current?.querySelector<HTMLElement>(`[data-menu-id="${next.id}"]`)?.focus();
  };

  return (
    <div ref={listRef} className={styles.tabs} role="tablist" aria-label={diner.menu.tabs} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const selected = tab.id === selectedId;
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={genreTabId(panelId, tab.id)}
            data-menu-id={tab.id}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab.id)}
          >
            <span data-menu-text="">{menuText(tab.label, tab.translations, locale, 'name')}</span>
          </button>
        );
      })}
    </div>
  );
}
