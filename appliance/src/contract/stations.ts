import { z } from 'zod';
import { zId, zIgnoredUserId, zIntLike, zListOf, zQueryInt, zRequiredText } from './common';
import { STATION_MINUTES } from './constants';
import { zSortOrder } from './menus';

/**
 * Where orders are made (キッチン, ドリンカー, 焼き場 ...). A card on the station's kitchen display
 * turns yellow after `warn_minutes` and red after `late_minutes`. `active` 0: removed by the owner,
 * kept for the lines that were routed to it.
 */
export const zStation = z.object({
  id: z.number().int(),
  name: z.string(),
  sort_order: z.number().int(),
  warn_minutes: z.number().int(),
  late_minutes: z.number().int(),
  active: z.number().int(),
});
export type Station = z.infer<typeof zStation>;

export { STATION_MINUTES } from './constants';

const zMinutes = zIntLike.pipe(z.number().int().min(STATION_MINUTES.min).max(STATION_MINUTES.max));

/** GET /v1/station/get/list (staff: the kitchen display chooses one): active stations by sort_order, id; `includeRemoved=1` adds removed ones. */
export const zStationListQuery = z.object({
  user_id: zIgnoredUserId,
  includeRemoved: zQueryInt.pipe(z.number().int().min(0).max(1)).optional(),
});
export type StationListQuery = z.infer<typeof zStationListQuery>;
export const zStationListResponse = zListOf(zStation);
export type StationListResponse = z.infer<typeof zStationListResponse>;

/**
 * POST /v1/station/create and /update (admin, page password). The name is unique among active
 * stations (409 DUPLICATE_STATION_NAME); `late_minutes` must be above `warn_minutes` (400 VALIDATION).
 */
const zStationFields = z.object({
  name: zRequiredText(30),
  sort_order: zSortOrder.optional(),
  warn_minutes: zMinutes.optional(),
  late_minutes: zMinutes.optional(),
  user_id: zIgnoredUserId,
});
const lateAfterWarn = (s: { warn_minutes?: number; late_minutes?: number }) =>
  (s.late_minutes ?? STATION_MINUTES.defaultLate) > (s.warn_minutes ?? STATION_MINUTES.defaultWarn);
const LATE_AFTER_WARN = { message: 'late_minutes must be above warn_minutes', path: ['late_minutes'] };
export const zStationCreateBody = zStationFields.refine(lateAfterWarn, LATE_AFTER_WARN);
export type StationCreateBody = z.infer<typeof zStationCreateBody>;
/** On update, omitted fields stay as they are; the check of the two minutes is made against the result. */
export const zStationUpdateBody = zStationFields.extend({ id: zId, name: zRequiredText(30).optional() });
export type StationUpdateBody = z.infer<typeof zStationUpdateBody>;
export const zStationSaveResponse = z.object({ station: zStation });
export type StationSaveResponse = z.infer<typeof zStationSaveResponse>;

/** POST /v1/station/delete (admin): the station is removed; genres and items routed to it go to none. */
export const zStationDeleteBody = z.object({ id: zId, user_id: zIgnoredUserId });
export const zStationDeleteResponse = z.object({ deleted: z.literal(true) });

/**
 * GET /v1/station/get/routes (admin): where each genre goes, the items that override it, the
 * default station (`default_station_id`: lines routed nowhere go to it when ordered; null: none),
 * and what routes nowhere (`unrouted`: genres without a station, other than the service genre,
 * and items on sale whose order would reach no station; plans and 延長 are not made anywhere and
 * are left out).
 */
export const zStationRoutesResponse = z.object({
  menus: z.array(
    z.object({ id: z.number().int(), label: z.string(), flag: z.number().int(), station_id: z.number().int().nullable() }),
  ),
  items: z.array(
    z.object({
      id: z.number().int(),
      label: z.string(),
      menu_id: z.number().int(),
      /** The item's own station, overriding its genre's; null: its genre's. */
      station_id: z.number().int().nullable(),
    }),
  ),
  default_station_id: z.number().int().nullable(),
  unrouted: z.object({
    menus: z.array(z.object({ id: z.number().int(), label: z.string() })),
    items: z.array(z.object({ id: z.number().int(), label: z.string(), menu_id: z.number().int() })),
  }),
});
export type StationRoutesResponse = z.infer<typeof zStationRoutesResponse>;

/**
 * POST /v1/station/route (admin): sends a genre (`menu_id`) or one item (`menu_item_id`, an
 * override of its genre's) to a station, or to none (`station_id` null; for an item: back to its
 * genre's). Orders placed from then on follow it; lines already ordered keep their station.
 */
export const zStationRouteBody = z
  .object({
    menu_id: zId.optional(),
    menu_item_id: zId.optional(),
    station_id: zId.nullable(),
    user_id: zIgnoredUserId,
  })
  .refine((b) => (b.menu_id === undefined) !== (b.menu_item_id === undefined), {
    message: 'give either menu_id or menu_item_id',
  });
export type StationRouteBody = z.infer<typeof zStationRouteBody>;
export const zStationRouteResponse = z.object({ routed: z.literal(true) });

/**
 * POST /v1/station/default (admin): the station every order line routed nowhere goes to when it is
 * ordered (its printer prints it, its kitchen display shows it); null: none (such lines show under
 * 未設定 on the staff board). A station that is not active is a 404. Staff calls, plans and 延長
 * never go to it.
 */
export const zStationDefaultBody = z.object({ station_id: zId.nullable(), user_id: zIgnoredUserId });
export type StationDefaultBody = z.infer<typeof zStationDefaultBody>;
export const zStationDefaultResponse = z.object({ default_station_id: z.number().int().nullable() });
