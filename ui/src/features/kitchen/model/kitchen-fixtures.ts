import type { KitchenCard, KitchenLine } from '@contract/kitchen';

/** Cards and lines for the model's unit tests. */
export function line(id: number, over: Partial<KitchenLine> = {}): KitchenLine {
  return {
    id,
    name: `品${id}`,
    menu_item_id: id,
    item_flag: 1,
    quantity: 1,
    options: [],
    note: null,
    state: 'ordered',
    ready_at: null,
    cancelled_at: null,
    ...over,
  };
}

export function card(orderId: number, lines: KitchenLine[], over: Partial<KitchenCard> = {}): KitchenCard {
  return {
    order_id: orderId,
    dining_table_id: 1,
    table_label: 'A-1',
    table_session_id: 1,
    created_at: 1_000,
    kind: 'new',
    lines,
    ...over,
  };
}
