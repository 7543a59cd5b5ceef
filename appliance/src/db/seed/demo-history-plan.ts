import type { CancelReason } from '../../contract/correction-labels';
import type { DiscountReason } from '../../contract/discount-rules';

/**
 * The demo's past week, planned without the database: who sat where and when, what they ordered,
 * what was taken back or discounted and how they paid. Every choice comes from one seeded PRNG per
 * business day, so a day reads the same whichever "today" seeds it. demo-history.ts writes it.
 */

const MINUTE = 60 * 1000;

/** An item on sale as the history orders it (its genre, price, tax rate and station as the box would freeze them). */
export interface HistoryItem {
  id: number;
  name: string;
  label: string;
  menuId: number;
  genre: string;
  price: number;
  taxRate: number;
  stationId: number | null;
}

/** A plan (飲み放題) with its terms and links frozen as order create would write them. */
export interface HistoryPlan {
  item: HistoryItem;
  durationMinutes: number;
  lastOrderMinutes: number;
  menuIds: readonly number[];
  itemIds: readonly number[];
  /** order_items.plan_run of its line. */
  frozen: string;
}

export interface HistoryMenu {
  foods: readonly HistoryItem[];
  softDrinks: readonly HistoryItem[];
  alcohol: readonly HistoryItem[];
  lunch: readonly HistoryItem[];
  plans: readonly HistoryPlan[];
}

export interface PlannedLine {
  item: HistoryItem;
  quantity: number;
  /** 'run': the plan line itself; 'freed': a line the plan made free. */
  plan: 'run' | 'freed' | null;
  servedAt: number | null;
  readyAt: number | null;
  cancel: { at: number; reason: CancelReason } | null;
}

export interface PlannedOrder {
  at: number;
  /** Taken on a handy by staff (else the table's tablet). */
  byStaff: boolean;
  lines: PlannedLine[];
}

export type PlannedDiscount =
  | { kind: 'percent'; value: number; reason: DiscountReason; line: null }
  | { kind: 'amount'; value: number; reason: DiscountReason; line: PlannedLine };

export interface PlannedVisit {
  /** Index into the shop's tables (the last one is the counter). */
  table: number;
  start: number;
  billAt: number;
  end: number;
  guests: number;
  children: number;
  startedByStaff: boolean;
  plan: HistoryPlan | null;
  orders: PlannedOrder[];
  discount: PlannedDiscount | null;
  /** One method, or two for a 割り勘. */
  methods: ('cash' | 'card' | 'qr')[];
  /** Decides the notes handed over for cash (exact, next ¥1,000, ¥5,000 or ¥10,000). */
  tenderRoll: number;
  printed: boolean;
}

type Rng = () => number;

const between = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;

function weighted<T>(rng: Rng, options: readonly (readonly [T, number])[]): T {
  const sum = options.reduce((s, [, w]) => s + w, 0);
  let roll = rng() * sum;
  for (const [value, weight] of options) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return options[options.length - 1]![0];
}

/** A moment `minutes` after 05:00 of the business day, with seconds so no two payments tie. */
const at = (dayStart: number, minutes: number, rng: Rng) => dayStart + minutes * MINUTE + Math.floor(rng() * 59_000);

/** Minutes after the business day's 05:00. */
const clock = (hh: number, mm = 0) => (hh - 5) * 60 + mm;

function partySize(rng: Rng, lunch: boolean, counter: boolean): number {
  if (counter)
    return weighted(rng, [
      [1, 55],
      [2, 45],
    ] as const);
  if (lunch)
    return weighted(rng, [
      [1, 40],
      [2, 40],
      [3, 20],
    ] as const);
  return weighted(rng, [
    [1, 8],
    [2, 34],
    [3, 18],
    [4, 24],
    [5, 9],
    [6, 7],
  ] as const);
}

/** When parties would like to sit: a few at lunch, most in the evening with a peak from 18:30. */
function wishedStarts(rng: Rng, busy: boolean): { minutes: number; lunch: boolean }[] {
  const lunch = between(rng, busy ? 2 : 1, busy ? 4 : 3);
  const evening = busy ? between(rng, 26, 32) : between(rng, 13, 17);
  const wishes: { minutes: number; lunch: boolean }[] = [];
  for (let i = 0; i < lunch; i++) wishes.push({ minutes: between(rng, clock(11, 30), clock(13, 30)), lunch: true });
  for (let i = 0; i < evening; i++) {
    const late = rng() < 0.25;
    const minutes = late ? between(rng, clock(21), clock(23, 30)) : between(rng, clock(17), clock(21));
    wishes.push({ minutes, lunch: false });
  }
  return wishes.sort((a, b) => a.minutes - b.minutes);
}

function chooseLines(rng: Rng, menu: HistoryMenu, count: number, guests: number, children: number, drinksFree: boolean) {
  const chosen: { item: HistoryItem; quantity: number }[] = [];
  const drinkShare = drinksFree ? 0.55 : 0.4;
  for (let tries = 0; chosen.length < count && tries < 40; tries++) {
    const drink = rng() < drinkShare;
    const softShare = children > 0 ? 0.5 : 0.15;
    const list = drink ? (rng() < softShare ? menu.softDrinks : menu.alcohol) : menu.foods;
    if (list.length === 0) continue;
    const item = pick(rng, list);
    if (chosen.some((c) => c.item.id === item.id)) continue;
    const quantity = drink ? between(rng, 1, guests) : between(rng, 1, guests >= 4 ? 3 : guests >= 2 ? 2 : 1);
    chosen.push({ item, quantity });
  }
  return chosen;
}

/** The visit's orders in rounds between its start and the last order time. */
function planOrders(rng: Rng, menu: HistoryMenu, visit: PlannedVisit, lunch: boolean, lastOrderAt: number): PlannedOrder[] {
  const { guests, children, plan } = visit;
  const lineCount = lunch ? between(rng, 2, 4) : Math.min(8, between(rng, 2, 5) + Math.floor(guests / 2));
  const planLine = plan ? 1 : 0;
  const rounds = Math.max(1, Math.min(lineCount - planLine, lunch ? 1 : between(rng, 1, 4)));
  const picked = lunch
    ? chooseLinesFrom(rng, menu.lunch, lineCount, guests)
    : chooseLines(rng, menu, lineCount - planLine, guests, children, plan !== null);
  const firstAt = visit.start + between(rng, 2, 6) * MINUTE;
  const span = Math.max(0, lastOrderAt - firstAt);
  const orders: PlannedOrder[] = [];
  for (let r = 0; r < rounds; r++) {
    const orderAt = r === 0 ? firstAt : firstAt + Math.floor((span * r) / rounds) + between(rng, 0, 4) * MINUTE;
    orders.push({ at: Math.min(orderAt, lastOrderAt), byStaff: rng() < 0.2, lines: [] });
  }
  if (plan) orders[0]!.lines.push(line(plan.item, guests - children, 'run'));
  picked.forEach((choice, i) => {
    const order = orders[i < rounds ? i : between(rng, 0, rounds - 1)]!;
    if (order.lines.some((l) => l.item.id === choice.item.id)) return;
    const freed = plan !== null && (plan.menuIds.includes(choice.item.menuId) || plan.itemIds.includes(choice.item.id));
    order.lines.push(line(choice.item, choice.quantity, freed ? 'freed' : null));
  });
  const kept = orders.filter((o) => o.lines.length > 0);
  for (const order of kept) {
    for (const l of order.lines) {
      const served = Math.min(order.at + between(rng, 3, 15) * MINUTE, visit.billAt - MINUTE);
      l.servedAt = served;
      l.readyAt = l.item.stationId === null ? null : served - between(rng, 1, 2) * MINUTE;
    }
  }
  return kept;
}

function chooseLinesFrom(rng: Rng, list: readonly HistoryItem[], count: number, guests: number) {
  const chosen: { item: HistoryItem; quantity: number }[] = [];
  for (let tries = 0; chosen.length < count && tries < 30 && list.length > 0; tries++) {
    const item = pick(rng, list);
    if (!chosen.some((c) => c.item.id === item.id)) chosen.push({ item, quantity: between(rng, 1, guests) });
  }
  return chosen;
}

function line(item: HistoryItem, quantity: number, plan: PlannedLine['plan']): PlannedLine {
  return { item, quantity, plan, servedAt: null, readyAt: null, cancel: null };
}

const charged = (l: PlannedLine) => l.plan !== 'freed' && l.cancel === null && l.item.price > 0;

/** A few lines taken back before they were made: unserved, seen at their station. */
function maybeCancel(rng: Rng, visit: PlannedVisit): void {
  const lines = visit.orders.flatMap((o) => o.lines.map((l) => ({ order: o, l })));
  if (lines.length < 3 || rng() >= 0.09) return;
  const candidates = lines.filter(({ l }) => l.plan === null);
  if (candidates.length === 0) return;
  const { order, l } = pick(rng, candidates);
  const cancelledAt = order.at + between(rng, 1, 4) * MINUTE;
  l.cancel = {
    at: cancelledAt,
    reason: weighted(rng, [
      ['mistake', 45],
      ['customer', 35],
      ['soldOut', 20],
    ] as const),
  };
  l.servedAt = null;
  l.readyAt = l.item.stationId === null ? null : cancelledAt + MINUTE;
}

function maybeDiscount(rng: Rng, visit: PlannedVisit): PlannedDiscount | null {
  if (rng() >= 0.07) return null;
  if (rng() < 0.5) {
    const [reason, value] = weighted(rng, [
      [['regular', 10], 60],
      [['coupon', 5], 40],
    ] as const);
    return { kind: 'percent', value, reason, line: null };
  }
  const lines = visit.orders.flatMap((o) => o.lines).filter(charged);
  if (lines.length === 0) return null;
  const target = pick(rng, lines);
  const value = Math.min(target.item.price * target.quantity, between(rng, 1, 3) * 100);
  return {
    kind: 'amount',
    value,
    reason: weighted(rng, [
      ['apology', 70],
      ['service', 30],
    ] as const),
    line: target,
  };
}

function paymentMethods(rng: Rng, guests: number): PlannedVisit['methods'] {
  const method = () =>
    weighted(rng, [
      ['cash', 62],
      ['card', 25],
      ['qr', 13],
    ] as const);
  return guests >= 2 && rng() < 0.08 ? [method(), method()] : [method()];
}

/**
 * One business day's visits: parties wished in at their times are seated at the table freed
 * soonest (a pair or one at the counter when it is free), waiting when the shop is full, and turned
 * away when the wait runs past the last seating. `dayStart` is 05:00 of the business day.
 */
export function planDay(
  rng: Rng,
  menu: HistoryMenu,
  dayStart: number,
  tableCount: number,
  busy: boolean,
  countChildren: boolean,
): PlannedVisit[] {
  const counter = tableCount - 1;
  const freeAt = Array.from({ length: tableCount }, () => dayStart);
  const visits: PlannedVisit[] = [];
  for (const wish of wishedStarts(rng, busy)) {
    const wishedAt = dayStart + wish.minutes * MINUTE;
    const small = rng() < 0.35;
    const tables = Array.from({ length: tableCount }, (_, i) => i).filter((i) => i !== counter || small);
    const table = tables.reduce((best, i) => {
      const free = (j: number) => freeAt[j]! <= wishedAt;
      if (free(i) !== free(best)) return free(i) ? i : best;
      if (free(i)) return i === counter ? i : best;
      return freeAt[i]! < freeAt[best]! ? i : best;
    }, tables[0]!);
    const wait = busy ? between(rng, 2, 6) : between(rng, 3, 12);
    const startMinutes = Math.max(wish.minutes, Math.ceil((freeAt[table]! - dayStart) / MINUTE) + wait);
    if (startMinutes > (wish.lunch ? clock(14) : clock(23, 45))) continue;
    const guests = partySize(rng, wish.lunch, table === counter);
    const children = countChildren && !wish.lunch && guests >= 3 && rng() < 0.2 ? between(rng, 1, guests - 2) : 0;
    const plan = !wish.lunch && guests >= 2 && menu.plans.length > 0 && rng() < 0.18 ? pick(rng, menu.plans) : null;
    const stay = wish.lunch
      ? between(rng, 35, 60)
      : plan
        ? plan.durationMinutes + between(rng, 5, 25)
        : guests <= 2
          ? between(rng, busy ? 40 : 45, busy ? 80 : 100)
          : between(rng, busy ? 70 : 80, busy ? 120 : 140);
    const start = at(dayStart, startMinutes, rng);
    const end = start + stay * MINUTE;
    const billAt = end - between(rng, 2, 8) * MINUTE;
    const visit: PlannedVisit = {
      table,
      start,
      billAt,
      end,
      guests,
      children,
      startedByStaff: rng() < 0.3,
      plan,
      orders: [],
      discount: null,
      methods: paymentMethods(rng, guests),
      tenderRoll: rng(),
      printed: rng() < 0.15,
    };
    // Drinks under a plan are ordered before its last order; everything well before the bill.
    const planLastOrder = plan ? start + (plan.durationMinutes - plan.lastOrderMinutes) * MINUTE - MINUTE : Infinity;
    const lastOrderAt = Math.min(planLastOrder, billAt - 20 * MINUTE);
    visit.orders = planOrders(rng, menu, visit, wish.lunch, lastOrderAt);
    maybeCancel(rng, visit);
    visit.discount = maybeDiscount(rng, visit);
    visits.push(visit);
    freeAt[table] = end + (busy ? between(rng, 3, 6) : between(rng, 5, 10)) * MINUTE;
  }
  return visits.sort((a, b) => a.end - b.end);
}
