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

export const REALTIME_CLOSE = {
  /** The login or tablet credential behind the socket ended; the close reason is 'revoked'. */
  revoked: 4001,
  /** A newer socket of the same login or tablet took this one's place; the reason is 'replaced'. */
  replaced: 4008,
} as const;
