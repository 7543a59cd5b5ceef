import type { DiningTable } from '@contract/dining-tables';
import type { MenuItem } from '@contract/menu-items';
import type { Menu } from '@contract/menus';
import type { TableSession } from '@contract/table-sessions';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { appText } from '@/i18n/app';
import { dinerText } from '@/i18n/diner';
import { useText } from '@/i18n/use-text';
import { paths } from '@/lib/paths';
import { showToast } from '@/lib/toast-store';
import type { CartItem, PendingOrderKind } from '@/types/cart';
import { allergenFilterActions, dimmedBy, filterMenu, useAllergenAvoidance } from '../allergens/allergen-filter';
import { unavailableLineKeys } from '../cart/cart';
import { itemCoverage, type TimedPlan, timedPlans } from '../plans/plan-view';
import { cartActions, useActivePlans, useCart } from '../state/cart-store';
import { useTableName } from '../state/identity-store';
import { serviceRequestItems, staffCallItem } from '../state/menu-store';
import { dismissRejected, type OutboxState, placeOrder, retryNow, useOutbox } from '../state/order-outbox';
import { useBoxNow, usePlans } from '../state/plan-store';
import { isBillRequested, refreshVisit } from '../state/visit-store';
import { AllergenFilterBar } from './allergen-filter';
import { CartPanel } from './cart-panel';
import { ItemDetailModal } from './item-detail-modal';
import { MenuCatalog } from './menu-catalog';
import styles from './menu-screen.module.css';
import { MenuTopBar } from './menu-top-bar';
import { OrderConfirmModal } from './order-confirm-modal';
import { OrderHistoryModal } from './order-history-modal';
import { PlanBar } from './plan-bar';
import { PlanNotice } from './plan-notice';
import { SendStatus } from './send-status';
import { StaffCallModal } from './staff-call-modal';

// The visit's QR code for guests' phones: its own chunk (the QR drawing), loaded when asked for.
const PhoneJoinModal = lazy(() => import('./phone-join-modal'));

export interface MenuScreenProps {
  table: DiningTable;
  session: TableSession;
  menus: readonly Menu[];
  items: readonly MenuItem[];
}

/**
 * The diner's menu: top bar, genre tabs, a page of items, the cart, the order history, and the
 * order and staff-call confirms.
 */
export function MenuScreen({ table, session, menus, items }: MenuScreenProps) {
  const tableName = useTableName();
  const app = useText(appText);
  const diner = useText(dinerText);
  const navigate = useNavigate();
  const cart = useCart();
  const activePlans = useActivePlans();
  const outbox = useOutbox();
  const planState = usePlans();
  const boxNow = useBoxNow(planState.offset);
  const plans = timedPlans(planState.runs, boxNow);
  useClosedPlansRefresh(plans, table.id);
  const [detail, setDetail] = useState<MenuItem | null>(null);
  useEffect(() => allergenFilterActions.startVisit(session.id), [session.id]);
  const avoid = useAllergenAvoidance();
  const filtered = useMemo(() => filterMenu(items, avoid), [items, avoid]);
  const [confirm, setConfirm] = useState<{ kind: PendingOrderKind; submitted: boolean } | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [phoneJoinOpen, setPhoneJoinOpen] = useState(false);

  const billRequested = isBillRequested(session);
  const orderLocked = outbox.pending?.kind === 'order';
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

  const send = (kind: PendingOrderKind, lines: readonly CartItem[]) => {
    if (kind === 'staffCall' && lines.length === 0) {
      showToast(diner.menu.staffCallUnavailable, 'error');
      setConfirm(null);
      return;
    }
    placeOrder(kind, lines, session);
    setConfirm({ kind, submitted: true });
  };

  return (
    <div className={styles.screen}>
      <MenuTopBar
        tableLabel={tableName ?? table.label}
        onStaffCall={() => openConfirm('staffCall')}
        onHistory={() => setHistoryOpen(true)}
        onPhoneJoin={() => setPhoneJoinOpen(true)}
        onCheckout={() => navigate(paths.checkoutConfirm)}
        staffCallDisabled={Boolean(outbox.pending)}
      />
      <PlanBar plans={plans} now={boxNow} />
      {!billRequested && <PlanNotice plans={plans} />}
      {billRequested && (
        <Alert tone="info" className={styles.banner}>
          {diner.menu.billRequested}
        </Alert>
      )}
      <div className={styles.body}>
        <MenuCatalog
          menus={menus}
          items={filtered.shown}
          dimmed={filtered.dimmed}
          activePlans={activePlans}
          onOpen={setDetail}
          toolbar={<AllergenFilterBar affected={filtered.affected} />}
        />
        <CartPanel
          cart={cart}
          unavailableKeys={unavailableLineKeys(cart, items)}
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
        guestCount={session.guest_count}
        coverage={detailItem ? itemCoverage(planState.runs, detailItem, menus, boxNow) : undefined}
        canAdd={!orderLocked}
        avoided={detailItem ? dimmedBy(detailItem, avoid) : undefined}
        onClose={() => setDetail(null)}
        onAdd={(item, quantity, choice) => {
          cartActions.add(item, quantity, choice);
          setDetail(null);
        }}
      />
      <OrderConfirmModal
        open={confirm?.kind === 'order'}
        submitted={confirm?.submitted ?? false}
        lines={cart}
        outbox={outbox}
        onConfirm={() => send('order', cart)}
        onRetry={retryNow}
        onClose={() => setConfirm(null)}
      />
      <StaffCallModal
        open={confirm?.kind === 'staffCall'}
        submitted={confirm?.submitted ?? false}
        callItem={staffCallItem(items)}
        requestItems={serviceRequestItems(items)}
        outbox={outbox}
        onConfirm={(lines) => send('staffCall', lines)}
        onRetry={retryNow}
        onClose={() => setConfirm(null)}
      />
      <OrderHistoryModal open={historyOpen} tableSessionId={session.id} onClose={() => setHistoryOpen(false)} />
      {phoneJoinOpen && (
        <Suspense fallback={null}>
          <PhoneJoinModal tableSessionId={session.id} onClose={() => setPhoneJoinOpen(false)} />
        </Suspense>
      )}
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

/**
 * When a plan passes its last order (or ends) on the box's clock, the visit is read again: the
 * prices the menu shows for its drinks follow the box's answer (no longer free).
 */
function useClosedPlansRefresh(plans: readonly TimedPlan[], diningTableId: number): void {
  const closed = plans
    .filter((plan) => plan.phase === 'afterLastOrder' || plan.phase === 'ended')
    .map((plan) => `${plan.run.line_id}:${plan.phase}`)
    .join(',');
  useEffect(() => {
    if (closed !== '') void refreshVisit(diningTableId);
  }, [closed, diningTableId]);
}
