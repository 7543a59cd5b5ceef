/**
 * What an order line is, zod-free, for the box and the screens alike: food (or drink) that a kitchen
 * makes and staff carry, a plan (飲み放題, a course's charge), a 延長, or a service request of the
 * service genre (取り皿, おしぼり, スタッフ呼び出し). Only food is a dish to serve: plans, 延長 and
 * service requests never count as 未提供, never rank among the best sellers, and a ¥0 service line
 * is not printed on a receipt. Every place that asks "is this line food?" asks `isFoodLine`.
 */
import { SERVICE_MENU_ID } from './constants';

export const ORDER_LINE_KINDS = ['food', 'plan', 'extension', 'service'] as const;
export type OrderLineKind = (typeof ORDER_LINE_KINDS)[number];

/** A plan or 延長 line's kind as the box froze it when ordered (order_items.plan_run); null: neither. */
export type PlanLineKind = 'plan' | 'extension';

/** What the rule reads of a line: an order line as the API answers it carries both. */
export interface LineKindFacts {
  plan_kind: PlanLineKind | null;
  menuitems: { menu_id: number };
}

/** The kind of an order line: a service-genre line is service, a frozen plan or 延長 is that, else food. */
export function orderLineKind(line: LineKindFacts): OrderLineKind {
  if (line.menuitems.menu_id === SERVICE_MENU_ID) return 'service';
  if (line.plan_kind !== null) return line.plan_kind;
  return 'food';
}

/** Food (or drink) to make and carry: the only lines counted as 未提供 and ranked in 売れ筋. */
export function isFoodLine(line: LineKindFacts): boolean {
  return orderLineKind(line) === 'food';
}

/** A request of the service genre (取り皿, おしぼり, スタッフ呼び出し): staff answer it as a call. */
export function isServiceLine(line: LineKindFacts): boolean {
  return orderLineKind(line) === 'service';
}
