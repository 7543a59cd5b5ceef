import type { MenuItem } from '@contract/menu-items';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { appText } from '@/i18n/app';
import { handyText } from '@/i18n/handy';
import { useText } from '@/i18n/use-text';
import type { HandyMenuState } from '../hooks/use-handy-menu';
import type { OrderCart } from '../hooks/use-order-cart';
import { quantityOf } from '../model/cart-lines';
import { searchItems } from '../model/item-search';
import { GenreTabs } from './genre-tabs';
import { ItemSearchBox } from './item-search-box';
import { MenuItemList } from './menu-item-list';
import styles from './menu-panel.module.css';
import { OptionSheet } from './option-sheet';

export interface MenuPanelProps {
  menu: HandyMenuState;
  cart: OrderCart;
}

/** What can be ordered: a search across every genre, or one genre's tab; a tap adds one. */
export function MenuPanel({ menu, cart }: MenuPanelProps) {
  const handy = useText(handyText);
  const app = useText(appText);
  const panelId = useId();
  const [query, setQuery] = useState('');
  const [chosenTab, setChosenTab] = useState<number | null>(null);
  const [choosing, setChoosing] = useState<MenuItem | null>(null);
  const deferredQuery = useDeferredValue(query);
  const data = menu.menu;
  const results = useMemo(() => (data ? searchItems(data.searchable, deferredQuery) : []), [data, deferredQuery]);

  if (!data) {
    return menu.error ? (
      <Alert tone="error">
        {menu.error}{' '}
        <Button variant="secondary" onClick={menu.reload}>
          {app.common.reload}
        </Button>
      </Alert>
    ) : (
      <PageSpinner />
    );
  }

  const tabId = data.tabs.some((tab) => tab.id === chosenTab) ? chosenTab : (data.tabs[0]?.id ?? null);
  const searching = query.trim() !== '';
  const shown = searching ? results : data.items.filter((item) => item.menu_id === tabId);
  const count = (id: number) => quantityOf(cart.lines, id);

  return (
    <div className={styles.panel}>
      <div className={styles.controls}>
        <ItemSearchBox value={query} onChange={setQuery} />
        {!searching && <GenreTabs tabs={data.tabs} selectedId={tabId} onSelect={setChosenTab} panelId={panelId} />}
        {searching && (
          <p className={styles.resultCount} aria-live="polite">
            {handy.order.results(results.length)}
          </p>
        )}
      </div>
      {data.items.length === 0 && <Alert>{handy.order.noItems}</Alert>}
      {searching && results.length === 0 && <Alert>{handy.order.noResults(query.trim())}</Alert>}
      <div role={searching ? undefined : 'tabpanel'} id={panelId}>
        <MenuItemList
          items={shown}
          quantityOf={count}
          // An item with options asks for them first; the rest go in with one tap.
          onAdd={(item) => (item.option_groups.length > 0 ? setChoosing(item) : cart.add(item))}
          disabled={cart.locked}
          showGenre={searching}
          label={searching ? handy.order.results(results.length) : handy.order.items}
        />
      </div>
      <OptionSheet
        item={choosing}
        onClose={() => setChoosing(null)}
        onAdd={(item, choice) => {
          cart.add(item, choice);
          setChoosing(null);
        }}
      />
    </div>
  );
}
