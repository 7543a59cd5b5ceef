import type { DiningTable } from '@contract/dining-tables';
import type { MenuItem } from '@contract/menu-items';
import type { Menu } from '@contract/menus';
import type { TableSession } from '@contract/table-sessions';
import { useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { Alert } from '@/components/ui/alert';
import { appText } from '@/i18n/app';
import { dinerText } from '@/i18n/diner';
import { useText } from '@/i18n/use-text';
import { showToast } from '@/lib/toast-store';
import type { PendingOrderKind } from '@/types/cart';
import { toCartItem, unavailableLineIds } from '../cart/cart';
import { clampPage, layoutOf, pageCount, pageSizeOf, pageSlice } from '../menu/paging';
import { useMenuSelection } from '../menu/use-menu-selection';
import { cartActions, useActivePlans, useCart } from '../state/cart-store';
import { itemsOfMenu, staffCallItem, tabsOf } from '../state/menu-store';
import { dismissRejected, type OutboxState, placeOrder, retryNow, useOutbox } from '../state/order-outbox';
import { isBillRequested } from '../state/visit-store';
import { CartPanel } from './cart-panel';
import { GenreTabs } from './genre-tabs';
import { ItemDetailModal } from './item-detail-modal';
import { ItemGrid } from './item-grid';
import styles from './menu-screen.module.css';
import { MenuTopBar } from './menu-top-bar';
import { OrderConfirmModal } from './order-confirm-modal';
import { Pagination } from './pagination';
import { SendStatus } from './send-status';

export interface MenuScreenProps {
  table: DiningTable;
  session: TableSession;
  menus: readonly Menu[];
  items: readonly MenuItem[];
}

/** The diner's menu: top bar, genre tabs, a page of items, the cart, and the order and staff-call confirms. */
export function MenuScreen({ table, session, menus, items }: MenuScreenProps) {
  const app = useText(appText);
  const diner = useText(dinerText);
  const navigate = useNavigate();
  const panelId = useId();
  const cart = useCart();
  const activePlans = useActivePlans();
  const outbox = useOutbox();
  const tabs = useMemo(() => tabsOf(menus), [menus]);
  const { tabId, page: wantedPage, select } = useMenuSelection(tabs);
  const [detail, setDetail] = useState<MenuItem | null>(null);
  const [confirm, setConfirm] = useState<{ kind: PendingOrderKind; submitted: boolean } | null>(null);

  const tab = tabs.find((t) => t.id === tabId) ?? null;
  const tabItems = useMemo(() => (tab ? itemsOfMenu(items, tab.id) : []), [items, tab]);
  const layout = layoutOf(tab?.name ?? '');
  const pageSize = pageSizeOf(tab?.name ?? '');
  const pages = pageCount(tabItems.length, pageSize);
  const page = clampPage(wantedPage, pages);
  const billRequested = isBillRequested(session);
  const orderLocked = outbox.pending?.kind === 'order';
  const staffItem = staffCallItem(items);
  // The detail modal shows the latest data: a price change or a sell-out arrives while it is open.
  const detailItem = detail ? (items.find((i) => i.id === detail.id) ?? detail) : null;

  const openConfirm = (kind: PendingOrderKind) => {
    if (kind === 'order' && cart.length === 0) {
      showToast(app.alerts.emptyCart, 'error');
      return;
    }
    dismissRejected();
    setConfirm({ kind, submitted: false });
  };

  const submit = () => {
    if (!confirm) return;
    const lines = confirm.kind === 'order' ? cart : staffItem ? [toCartItem(staffItem, 1, [])] : [];
    if (confirm.kind === 'staffCall' && lines.length === 0) {
      showToast(diner.menu.staffCallUnavailable, 'error');
      setConfirm(null);
      return;
    }
    placeOrder(confirm.kind, lines, session);
    setConfirm({ ...confirm, submitted: true });
  };

  return (
    <div className={styles.screen}>
      <MenuTopBar
        tableLabel={table.label}
        onStaffCall={() => openConfirm('staffCall')}
        onCheckout={() => navigate(paths.checkoutConfirm)}
        staffCallDisabled={Boolean(outbox.pending)}
      />
      {billRequested && (
        <Alert tone="info" className={styles.banner}>
          {diner.menu.billRequested}
        </Alert>
      )}
      <div className={styles.body}>
        <section className={styles.catalog}>
          <GenreTabs tabs={tabs} selectedId={tab?.id ?? null} onSelect={(id) => select(id, 1)} panelId={panelId} />
          <div id={panelId} role="tabpanel" className={styles.panel} aria-label={tab?.label}>
            <ItemGrid items={pageSlice(tabItems, page, pageSize)} layout={layout} activePlans={activePlans} onOpen={setDetail} />
          </div>
          <div className={styles.pager}>
            <Pagination page={page} pages={pages} onChange={(next) => tab && select(tab.id, next)} />
          </div>
        </section>
        <CartPanel
          cart={cart}
          unavailableIds={unavailableLineIds(cart, items)}
          locked={orderLocked}
          canOrder={!billRequested && !outbox.pending}
          onIncrement={cartActions.increment}
          onDecrement={cartActions.decrement}
          onRemove={cartActions.remove}
          onOrder={() => openConfirm('order')}
          notice={confirm ? undefined : <CartNotice outbox={outbox} />}
        />
      </div>
      <ItemDetailModal
        item={detailItem}
        activePlans={activePlans}
        canAdd={!orderLocked}
        onClose={() => setDetail(null)}
        onAdd={(item, quantity) => {
          cartActions.add(item, quantity);
          setDetail(null);
        }}
      />
      <OrderConfirmModal
        kind={confirm?.kind ?? null}
        submitted={confirm?.submitted ?? false}
        lines={cart}
        outbox={outbox}
        onConfirm={submit}
        onRetry={retryNow}
        onClose={() => setConfirm(null)}
      />
    </div>
  );
}

/** Under the cart: an order still on its way, or the box's reason for refusing the last one. */
function CartNotice({ outbox }: { outbox: OutboxState }) {
  if (outbox.pending) return <SendStatus outbox={outbox} onRetry={retryNow} compact />;
  if (outbox.rejected) {
    return (
      <Alert tone="error" onDismiss={dismissRejected}>
        {outbox.rejected.message}
      </Alert>
    );
  }
  return null;
}
