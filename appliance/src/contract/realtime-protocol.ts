/**
 * The event socket's path and the WebSocket close codes the box uses on it, beside the standard
 * ones (1009: a frame over 64 KiB). Kept apart from events.ts so the UI's socket client reads them
 * without loading zod. What each code means for a client is described in events.ts.
 */
export const EVENTS_PATH = '/v1/events';
/**
 * `?station_id=` on the event socket: a kitchen display hears only its station's events
 * (contract/station-events.ts), each commit at once, as a tablet does, instead of every staff
 * event of the shop in the staff screens' paced messages.
 */
export const EVENTS_STATION_PARAM = 'station_id';
/**
 * `?detail=` on a staff socket, comma-separated: the parts of an event its screen shows without a
 * load. `cards`: each station's card of an `order.created` (a kitchen display); `lines`: the order's
 * lines as the staff list answers them (the order list); `expo`: the lines a `kitchen.bumped` made
 * ready to carry, as the expo view answers them. A staff socket without it is sent none (most
 * staff screens use none, and at a rush each is as large as the rest of the event several times
 * over); a station's socket (`station_id`) always gets the cards; a tablet or a phone never any.
 */
export const EVENTS_DETAIL_PARAM = 'detail';
export const EVENT_DETAILS = ['cards', 'lines', 'expo'] as const;
export type EventDetail = (typeof EVENT_DETAILS)[number];

export const REALTIME_CLOSE = {
  /** The login or tablet credential behind the socket ended; the close reason is 'revoked'. */
  revoked: 4001,
  /** A newer socket of the same login or tablet took this one's place; the reason is 'replaced'. */
  replaced: 4008,
} as const;
