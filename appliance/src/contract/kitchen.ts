import { z } from 'zod';
import { zId, zIgnoredUserId, zQueryArray, zQueryInt } from './common';
import { zLineState } from './orders';
import { zStation } from './stations';

/** One line on a kitchen display card. `acknowledged`: the station has bumped it (a cancelled one, seen). */
export const zKitchenLine = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The item, for the 品切れ switch on the line. */
  menu_item_id: z.number().int(),
  /** The item's flag now: 1 on sale, 0 品切れ. */
  item_flag: z.number().int(),
  quantity: z.number().int(),
  /** The chosen options' labels (塩, 大盛り), as ordered. */
  options: z.array(z.string()),
  /** The line's note for the kitchen, or null. */
  note: z.string().nullable(),
  state: zLineState,
  ready_at: z.number().int().nullable(),
  cancelled_at: z.number().int().nullable(),
});
export type KitchenLine = z.infer<typeof zKitchenLine>;

/**
 * One order's lines at one station. `kind`: 新規 (the visit's first order) or 追加 (a later one).
 * A card stays on the display while any of its lines is neither bumped nor served; a line
 * cancelled after its card was bumped brings the card back with the 取消 to see.
 */
export const zKitchenCard = z.object({
  order_id: z.number().int(),
  dining_table_id: z.number().int(),
  table_label: z.string(),
  table_session_id: z.number().int(),
  created_at: z.number().int(),
  kind: z.enum(['new', 'added']),
  lines: z.array(zKitchenLine),
});
export type KitchenCard = z.infer<typeof zKitchenCard>;

/**
 * GET /v1/kitchen/get/cards?station_id= (staff): the station's open cards, oldest first. `now` is
 * the box's clock, so the display counts minutes on it rather than on the tablet's. With
 * `order_ids[]=` (at most QUERY_ARRAY_MAX), only those orders' open cards: a display adds the cards of the
 * orders it just heard of without loading the whole station again.
 */
export const zKitchenCardsQuery = z.object({
  station_id: zQueryInt.pipe(z.number().int().min(1)),
  order_ids: zQueryArray(zQueryInt.pipe(z.number().int().min(1))),
  user_id: zIgnoredUserId,
});
export type KitchenCardsQuery = z.infer<typeof zKitchenCardsQuery>;
export const zKitchenCardsResponse = z.object({ station: zStation, now: z.number().int(), cards: z.array(zKitchenCard) });
export type KitchenCardsResponse = z.infer<typeof zKitchenCardsResponse>;

/**
 * POST /v1/kitchen/bump (staff): the station is done with these lines of one order (all its open
 * lines at the station when `order_item_ids` is left out): ordered ones become ready, cancelled
 * ones leave the display. Lines already bumped or served are left as they are. A station or an
 * order with nothing there is a 404.
 */
export const zKitchenBumpBody = z.object({
  station_id: zId,
  order_id: zId,
  order_item_ids: z.array(zId).min(1).max(200).optional(),
  user_id: zIgnoredUserId,
});
export type KitchenBumpBody = z.infer<typeof zKitchenBumpBody>;
export const zKitchenBumpResponse = z.object({ bumped: z.array(z.number().int()) });
export type KitchenBumpResponse = z.infer<typeof zKitchenBumpResponse>;

/** POST /v1/kitchen/recall (staff): undoes a bump: these lines, if not served since, are back on their station's display. */
export const zKitchenRecallBody = z.object({ order_item_ids: z.array(zId).min(1).max(200), user_id: zIgnoredUserId });
export type KitchenRecallBody = z.infer<typeof zKitchenRecallBody>;
export const zKitchenRecallResponse = z.object({ recalled: z.array(z.number().int()) });
export type KitchenRecallResponse = z.infer<typeof zKitchenRecallResponse>;

/** GET /v1/kitchen/get/expo (staff): what is ready to carry, by table (oldest ready first). */
export const zExpoTable = z.object({
  dining_table_id: z.number().int(),
  table_label: z.string(),
  lines: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
      /** The chosen options' labels, as ordered: the runner carries the right 塩 or タレ. */
      options: z.array(z.string()),
      note: z.string().nullable(),
      station_name: z.string(),
      ready_at: z.number().int(),
    }),
  ),
});
export type ExpoTable = z.infer<typeof zExpoTable>;
export const zKitchenExpoQuery = z.object({ user_id: zIgnoredUserId });
export const zKitchenExpoResponse = z.object({ now: z.number().int(), tables: z.array(zExpoTable) });
export type KitchenExpoResponse = z.infer<typeof zKitchenExpoResponse>;
