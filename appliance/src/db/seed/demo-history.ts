import { createHash } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import { businessDateOf, businessDayRange } from '../../contract/business-day';
import { ITEM_FLAG, MENU_FLAG, ORDER_ITEM_STATUS, ROLE, SESSION_STATUS } from '../../contract/constants';
import { DISCOUNT_REASON_LABELS } from '../../contract/discount-rules';
import { labelPlainText } from '../../contract/label-text';
import { formatYen } from '../../contract/money';
import { addDays } from '../../contract/report-dates';
import { sessionBills } from '../../features/orders';
import { checkInSettings } from '../../shared/check-in-settings';
import type { AppDeps } from '../../shared/deps';
import type { Db } from '../client';
import {
  corrections,
  diningTables,
  discounts,
  menuItems,
  menus,
  orderItems,
  orders,
  payments,
  planItems,
  planMenus,
  planTerms,
  receipts,
  tableSessions,
  users,
} from '../schema';
import {
  type HistoryItem,
  type HistoryMenu,
  type HistoryPlan,
  type PlannedLine,
  type PlannedVisit,
  planDay,
} from './demo-history-plan';
import { seededRandom } from './demo-paint';

/** How many business days before today the demo shop has sales of. */
export const DEMO_HISTORY_DAYS = 7;

const FOOD_GENRES = ['recommend', 'food', 'grill'];
/** What a lunch guest orders. */
const LUNCH_ITEMS = [
  'shoyu-ramen',
  'salmon-chazuke',
  'white-rice',
  'karaage',
  'gyoza',
  'edamame',
  'oolong-tea',
  'cola',
  'draft-beer',
];
/** The plans the history sells: the 飲み放題 (courses would need their food too). */
const HISTORY_PLANS = /^nomihodai-/;

/** The demo's items on sale, with the station order create would route each to (its own, else its genre's). */
function readMenu(db: Db): HistoryMenu {
  const rows = db
    .select({
      id: menuItems.id,
      name: menuItems.name,
      label: menuItems.label,
      menuId: menuItems.menu_id,
      genre: menus.name,
      price: menuItems.price,
      taxRate: menuItems.tax_rate,
      itemStation: menuItems.station_id,
      genreStation: menus.station_id,
    })
    .from(menuItems)
    .innerJoin(menus, eq(menus.id, menuItems.menu_id))
    .where(and(eq(menuItems.flag, ITEM_FLAG.onSale), eq(menus.flag, MENU_FLAG.published)))
    .orderBy(asc(menuItems.id))
    .all();
  const items: HistoryItem[] = rows.map(({ itemStation, genreStation, ...row }) => ({
    ...row,
    stationId: itemStation ?? genreStation,
  }));
  const terms = db.select().from(planTerms).where(eq(planTerms.kind, 'plan')).all();
  const plans = items
    .filter((item) => HISTORY_PLANS.test(item.name))
    .flatMap((item): HistoryPlan[] => {
      const term = terms.find((t) => t.menu_item_id === item.id);
      if (!term || term.duration_minutes === null) return [];
      const menuIds = db
        .select({ id: planMenus.menu_id })
        .from(planMenus)
        .where(eq(planMenus.plan_item_id, item.id))
        .orderBy(asc(planMenus.menu_id))
        .all()
        .map((r) => r.id);
      const itemIds = db
        .select({ id: planItems.menu_item_id })
        .from(planItems)
        .where(eq(planItems.plan_item_id, item.id))
        .orderBy(asc(planItems.menu_item_id))
        .all()
        .map((r) => r.id);
      const frozen = {
        kind: 'plan',
        durationMinutes: term.duration_minutes,
        lastOrderMinutes: term.last_order_minutes,
        warnMinutes: term.warn_minutes,
        afterEnd: term.after_end,
        menuIds,
        itemIds,
      };
      return [
        {
          item,
          durationMinutes: term.duration_minutes,
          lastOrderMinutes: term.last_order_minutes,
          menuIds,
          itemIds,
          frozen: JSON.stringify(frozen),
        },
      ];
    });
  return {
    foods: items.filter((i) => FOOD_GENRES.includes(i.genre)),
    softDrinks: items.filter((i) => i.genre === 'drink'),
    alcohol: items.filter((i) => i.genre === 'alcohol'),
    lunch: items.filter((i) => LUNCH_ITEMS.includes(i.name)),
    plans,
  };
}

interface Staff {
  id: number;
  name: string;
}

/** The owner (gives discounts: role authority) and a floor staff member (takes orders, cancels, the register). */
function readStaff(db: Db): { owner: Staff; floor: Staff } {
  const all = db.select({ id: users.id, name: users.username, role: users.role }).from(users).orderBy(asc(users.id)).all();
  const owner = all.find((u) => u.role >= ROLE.developer) ?? all[0];
  const floor = all.find((u) => u.role === ROLE.admin) ?? owner;
  if (!owner || !floor) throw new Error('demo history needs the demo accounts');
  return { owner, floor };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A tablet's idempotency key (UUID v4 shaped), derived from the order so the seed stays deterministic. */
function idempotencyKey(sessionId: number, round: number): string {
  const hex = sha256(`demo-history:${sessionId}:${round}`);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

interface Written {
  visit: PlannedVisit;
  sessionId: number;
  tableLabel: string;
  /** The line ids as written, for a discount on one of them. */
  lineIds: Map<PlannedLine, number>;
  discountId: number | null;
}

/** One visit's session, orders and lines, its 取消 and its discount, as the live box would have left them. */
function writeVisit(
  db: Db,
  visit: PlannedVisit,
  table: { id: number; label: string },
  cover: { label: string; price: number } | null,
  staff: { owner: Staff; floor: Staff },
): Written {
  const sessionId = db
    .insert(tableSessions)
    .values({
      dining_table_id: table.id,
      status: SESSION_STATUS.paid,
      confirm_flag: 1,
      bill_requested_at: visit.billAt,
      ended_at: visit.end,
      user_id: visit.startedByStaff ? staff.floor.id : null,
      guest_count: visit.guests,
      child_count: visit.children,
      cover_label: cover?.label ?? null,
      cover_price: cover?.price ?? null,
      created_at: visit.start,
      updated_at: visit.end,
    })
    .returning({ id: tableSessions.id })
    .get().id;
  const lineIds = new Map<PlannedLine, number>();
  let planLineId: number | null = null;
  visit.orders.forEach((order, round) => {
    const orderId = db
      .insert(orders)
      .values({
        table_session_id: sessionId,
        dining_table_id: table.id,
        status: 1,
        entered_by_user_id: order.byStaff ? staff.floor.id : null,
        idempotency_key: idempotencyKey(sessionId, round),
        request_hash: sha256(JSON.stringify({ session: sessionId, items: order.lines.map((l) => [l.item.id, l.quantity]) })),
        created_at: order.at,
      })
      .returning({ id: orders.id })
      .get().id;
    for (const line of order.lines) {
      const id = db
        .insert(orderItems)
        .values({
          order_id: orderId,
          menu_item_id: line.item.id,
          menu_id: line.item.menuId,
          quantity: line.quantity,
          unit_price: line.item.price,
          tax_rate: line.item.taxRate,
          options: '[]',
          plan_charge: 0,
          plan_line_id: line.plan === 'freed' ? planLineId : null,
          plan_run: line.plan === 'run' ? (visit.plan?.frozen ?? null) : null,
          note: null,
          status: line.servedAt === null ? ORDER_ITEM_STATUS.notServed : ORDER_ITEM_STATUS.served,
          served_at: line.servedAt,
          station_id: line.item.stationId,
          ready_at: line.readyAt,
          cancelled_at: line.cancel?.at ?? null,
          created_at: order.at,
        })
        .returning({ id: orderItems.id })
        .get().id;
      if (line.plan === 'run') planLineId = id;
      lineIds.set(line, id);
      if (line.cancel) {
        db.insert(corrections)
          .values({
            at: line.cancel.at,
            kind: 'cancel',
            user_id: staff.floor.id,
            staff_name: staff.floor.name,
            authorized_by: null,
            table_session_id: sessionId,
            table_label: table.label,
            order_item_id: id,
            item_label: labelPlainText(line.item.label),
            quantity_before: line.quantity,
            quantity_after: 0,
            amount: line.plan === 'freed' ? 0 : line.item.price * line.quantity,
            line_state: 'ordered',
            reason: line.cancel.reason,
          })
          .run();
      }
    }
  });
  const discount = visit.discount;
  const discountId =
    discount === null
      ? null
      : db
          .insert(discounts)
          .values({
            table_session_id: sessionId,
            order_item_id: discount.line === null ? null : (lineIds.get(discount.line) ?? null),
            kind: discount.kind,
            value: discount.value,
            reason: discount.reason,
            user_id: staff.owner.id,
            staff_name: staff.owner.name,
            created_at: visit.billAt + 30_000,
          })
          .returning({ id: discounts.id })
          .get().id;
  return { visit, sessionId, tableLabel: table.label, lineIds, discountId };
}

/** The notes handed over for cash: the exact sum, or the next ¥1,000, ¥5,000 or ¥10,000. */
function tendered(amount: number, roll: number): number {
  const unit = roll < 0.15 ? 1 : roll < 0.6 ? 1_000 : roll < 0.85 ? 5_000 : 10_000;
  return Math.ceil(amount / unit) * unit;
}

/** The register's part: the total as the box computes it, the payments, the receipt number. */
function payVisit(
  db: Db,
  written: Written,
  total: number,
  discountAmount: number,
  number: number,
  staff: { owner: Staff; floor: Staff },
) {
  const { visit, sessionId } = written;
  const discount = visit.discount;
  if (discount !== null && written.discountId !== null) {
    const size = discount.kind === 'percent' ? `${discount.value}%` : formatYen(discount.value);
    db.insert(corrections)
      .values({
        at: visit.billAt + 30_000,
        kind: 'discount',
        user_id: staff.owner.id,
        staff_name: staff.owner.name,
        authorized_by: 'role',
        table_session_id: sessionId,
        table_label: written.tableLabel,
        order_item_id: discount.line === null ? null : (written.lineIds.get(discount.line) ?? null),
        item_label: discount.line === null ? null : labelPlainText(discount.line.item.label),
        amount: discountAmount,
        note: `${DISCOUNT_REASON_LABELS[discount.reason]} ${size}`,
      })
      .run();
  }
  const split = visit.methods.length === 2 ? Math.min(total - 1, Math.max(1, Math.round(total / 200) * 100)) : total;
  const amounts = visit.methods.length === 2 ? [split, total - split] : [total];
  visit.methods.forEach((method, i) => {
    const amount = amounts[i]!;
    const handed = method === 'cash' ? tendered(amount, visit.tenderRoll) : null;
    db.insert(payments)
      .values({
        table_session_id: sessionId,
        method,
        amount,
        tendered: handed,
        change: handed === null ? null : handed - amount,
        user_id: staff.floor.id,
        at: visit.end,
      })
      .run();
  });
  db.insert(receipts)
    .values({ number, table_session_id: sessionId, total, issued_at: visit.end, print_count: visit.printed ? 1 : 0 })
    .run();
  db.update(tableSessions).set({ total_amount: total }).where(eq(tableSessions.id, sessionId)).run();
}

/**
 * The demo shop's past week: the paid visits of the DEMO_HISTORY_DAYS business days before
 * today's (on the box's clock, in the shop's time zone), written as the live box writes them, so
 * the 日計・売上 report, the bill list and the audit log have days to show and compare. Nothing
 * is left open and nothing falls on today. Receipt numbers run 1..N in payment order (the register
 * continues from N+1). Runs inside the demo seed's transaction, on the shop it has just written.
 */
export function seedDemoHistory(deps: AppDeps): void {
  const { db, config } = deps;
  const tables = db
    .select({ id: diningTables.id, label: diningTables.label })
    .from(diningTables)
    .orderBy(asc(diningTables.id))
    .all();
  if (tables.length < 2) return;
  const menu = readMenu(db);
  if (menu.foods.length === 0 || menu.alcohol.length === 0) return;
  const staff = readStaff(db);
  const checkIn = checkInSettings(deps.settings);
  const today = businessDateOf(deps.clock.now(), config.timeZone);
  const last = db.select({ number: receipts.number }).from(receipts).orderBy(desc(receipts.number)).limit(1).get();
  const firstReceipt = (last?.number ?? 0) + 1;

  const written: Written[] = [];
  for (let back = DEMO_HISTORY_DAYS; back >= 1; back--) {
    const date = addDays(today, -back);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const busy = weekday === 5 || weekday === 6;
    const { from } = businessDayRange(date, config.timeZone);
    const visits = planDay(seededRandom(`demo-history:${date}`), menu, from, tables.length, busy, checkIn.count_children);
    for (const visit of visits) written.push(writeVisit(db, visit, tables[visit.table]!, checkIn.cover, staff));
  }
  const bills = sessionBills(
    db,
    written.map((w) => w.sessionId),
  );
  written.forEach((w, i) => {
    const bill = bills.get(w.sessionId);
    if (!bill) throw new Error(`demo history lost visit ${w.sessionId}`);
    const discountAmount = bill.discounts.find((d) => d.id === w.discountId)?.amount ?? 0;
    payVisit(db, w, bill.total, discountAmount, firstReceipt + i, staff);
  });
}
