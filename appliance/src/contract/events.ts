import { z } from 'zod';
import { zBusinessDate } from './common';
import { zExpoTable, zKitchenCard } from './kitchen';
import { zOrderItem } from './orders';

/**
 * Version of the realtime protocol on /v1/events; bumped when a message's shape changes.
 * 2: events carry the box-wide `eventSeq`; a client resumes with `?since=&stream=`, and `hello`
 * says whether it must load a snapshot.
 * 3: one `events` message carries the events of one commit (a group of orders) that the socket
 *    may see, and `seq` numbers messages: 150 staff screens cost 150 frames per commit, not per order.
 */
export const REALTIME_PROTOCOL_VERSION = 3;

/**
 * What happened to a visit. movedOut / movedIn: 席移動, one event for the table left (the visit is
 * gone from it) and one for the table it went to; mergedOut: 合算, the visit of this table ended
 * into another's bill (status 2); mergedIn: the visit that took its orders; guestCount: the number
 * of guests changed; guestLocale: the guests switched the tablet's language; cover: the cover charge was waived or charged again.
 */
const zSessionEventChange = z.enum([
  'started',
  'billRequested',
  'billAcknowledged',
  'paid',
  'reopened',
  'movedOut',
  'movedIn',
  'mergedOut',
  'mergedIn',
  'guestCount',
  'guestLocale',
  'cover',
  'discount',
]);

/**
 * Domain events the box pushes on /v1/events, one per committed change:
 * - `order.created`: a tablet (or staff) placed an order; `staffCall` when every line is from the
 *   service genre (スタッフ呼び出し, おしぼり ...), so the staff screens ring the call chime;
 * - `orderItem.updated`: staff marked a line served (status 1) or not served (0);
 * - `orderItem.cancelled`: staff cancelled a line (取消): off the bill, and its station must see it;
 * - `kitchen.bumped`: a station bumped lines of an order (調理完了, or a 取消 seen), or recalled them;
 * - `tableSession.updated`: a visit started, its bill was requested, acknowledged on the staff
 *   popup, paid, reopened, moved, merged or its guests counted (`change`), with the status and
 *   confirm_flag after the change;
 * - `menu.changed`: a genre or an item (`menuItemId`) was created or edited;
 * - `printer.changed`: a printer's state (online, offline, paper out ...), its held jobs or its
 *   settings changed: the staff screens reload the printers;
 * - `day.closed`: 日計, a business day's figures were frozen.
 * Staff receive every event of the shop; a tablet only its own table's (`diningTableId`) and
 * menu changes. Of an `order.created`, a staff socket gets the cards and lines it asks for
 * (`?detail=`, realtime-protocol.ts), a tablet or a phone neither.
 */
export const zDomainEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('order.created'),
    diningTableId: z.number().int(),
    tableSessionId: z.number().int(),
    orderId: z.number().int(),
    staffCall: z.boolean(),
    /**
     * The stations its lines went to (none for a staff call or a plan), so a kitchen display
     * reloads only for its own. Absent from events stored by earlier versions: every station.
     */
    stationIds: z.array(z.number().int()).optional(),
    /**
     * The order holds a plan or 延長 line: the visit's plans changed, so the table's tablet and
     * guests' phones read the visit again (what is free now). Without one, the visit changed only in
     * its total, which the screens that show it read themselves. Absent from events stored by
     * earlier versions: read.
     */
    planLines: z.boolean().optional(),
    /**
     * The order's card at each of those stations, as GET /v1/kitchen/get/cards answers it when the
     * order is placed, so a display shows it without a load. Sent live only: a replay from the
     * events table (and events of earlier versions) lacks it, and the display loads the order's cards.
     */
    cards: z.array(z.object({ station_id: z.number().int(), card: zKitchenCard })).optional(),
    /**
     * The order's lines as GET /v1/orderitem/get/list answers them to staff when the order is
     * placed, so a staff order list shows them without a load. Sent live only, as `cards`.
     */
    lines: z.array(zOrderItem).optional(),
  }),
  z.object({
    type: z.literal('orderItem.updated'),
    diningTableId: z.number().int(),
    tableSessionId: z.number().int(),
    orderItemId: z.number().int(),
    status: z.number().int(),
  }),
  z.object({
    type: z.literal('orderItem.cancelled'),
    diningTableId: z.number().int(),
    tableSessionId: z.number().int(),
    orderId: z.number().int(),
    orderItemId: z.number().int(),
    stationId: z.number().int().nullable(),
  }),
  z.object({
    type: z.literal('kitchen.bumped'),
    diningTableId: z.number().int(),
    tableSessionId: z.number().int(),
    orderId: z.number().int(),
    stationId: z.number().int(),
    orderItemIds: z.array(z.number().int()),
    /** true: bumped (ready, or a 取消 seen); false: recalled back onto the display. */
    bumped: z.boolean(),
    /**
     * Of a bump, the lines it made ready to carry, as GET /v1/kitchen/get/expo answers them (their
     * table), so the expo view shows them without a load; absent when none became ready (a 取消
     * seen). Sent live only, as an order's `cards`.
     */
    expo: zExpoTable.optional(),
  }),
  z.object({
    type: z.literal('tableSession.updated'),
    diningTableId: z.number().int(),
    tableSessionId: z.number().int(),
    status: z.number().int(),
    confirmFlag: z.number().int(),
    change: zSessionEventChange,
  }),
  z.object({ type: z.literal('menu.changed'), menuItemId: z.number().int().nullable() }),
  z.object({
    type: z.literal('printer.changed'),
    printerId: z.number().int(),
    /** What changed: its state, its queue (jobs held or released), or its settings. */
    change: z.enum(['state', 'queue', 'settings']),
  }),
  /** 日計: the owner closed a business day (its figures are frozen). */
  z.object({ type: z.literal('day.closed'), businessDate: zBusinessDate }),
]);
export type DomainEvent = z.infer<typeof zDomainEvent>;
export type DomainEventType = DomainEvent['type'];
export type SessionEventChange = Extract<DomainEvent, { type: 'tableSession.updated' }>['change'];

/** `tableSession.updated` for a visit as it is after the change: how every writer tells of one. */
export function sessionUpdated(
  session: { id: number; dining_table_id: number; status: number; confirm_flag: number },
  change: SessionEventChange,
): DomainEvent {
  return {
    type: 'tableSession.updated',
    diningTableId: session.dining_table_id,
    tableSessionId: session.id,
    status: session.status,
    confirmFlag: session.confirm_flag,
    change,
  };
}

/**
 * One event as one socket receives it, inside an `events` message (zServerMessage).
 * - `eventSeq` is the event's place in the box's one stream of events (appliance/src/events/),
 *   rising with every change of the shop; a tablet, which is not sent other tables' events, sees
 *   it jump. The client keeps the last one to resume with after a reconnect.
 * - `at` is the box's clock (ms) when the change was written, in its transaction just before the commit.
 * The message's `seq` counts the messages sent on this connection (1, 2, 3 ... after the hello),
 * replayed ones included, so a tablet sees no gaps either; a gap means the box skipped a message
 * for a client too slow to read, and the client reloads a snapshot.
 */
export const zRealtimeEvent = z.object({
  eventSeq: z.number().int(),
  at: z.number().int(),
  event: zDomainEvent,
});
export type RealtimeEvent = z.infer<typeof zRealtimeEvent>;

/** The most events one `events` message carries; a longer run (a resume's replay) takes several. */
export const MAX_EVENTS_PER_MESSAGE = 256;

/**
 * The query of a reconnect, `/v1/events?since=<eventSeq>&stream=<stream>`: the last `eventSeq`
 * the client holds (from an event, or the hello when none came after it) and the hello's
 * `stream`. Anything else, or nothing, gets a snapshot hello.
 */
export const zRealtimeResume = z.object({
  since: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  stream: z.string().min(1).max(64),
});
export type RealtimeResume = z.infer<typeof zRealtimeResume>;

/**
 * What the box sends on the socket: first a `hello` with the protocol version, `seq` 0, the
 * `stream` this run of the box numbers its events in, and `eventSeq`, where the socket stands in
 * that stream; then `events` messages, numbered 1, 2, 3 ... by `seq` on this socket, each with the
 * events of one commit (at most MAX_EVENTS_PER_MESSAGE) that this client may see, in `eventSeq`
 * order. A gap in `seq` means the box skipped a message for a client too slow to read: it loads a
 * snapshot.
 * - `snapshot: true` (a first connect, or a resume the box cannot serve): the client loads a fresh
 *   snapshot, and the events after `eventSeq` follow.
 * - `snapshot: false` (a resume): the events the client may see after its `since` follow at once,
 *   then live ones; the state it holds stays valid, no snapshot needed. A resume is served when
 *   the box still keeps every event after `since` (the retention job deletes old ones), when at
 *   most a few hundred of them are for this client, and when `since` is of this `stream`, or no
 *   later than where this run of the box started (a restored backup may number new events again).
 * Clients send nothing; frames over 64 KiB close the socket (1009).
 *
 * How many sockets the box holds (appliance/src/realtime/limits.ts):
 * - one tablet credential 2 (its page, and a reload overlapping the old socket), one staff login
 *   (one browser's cookie, shared by its tabs) 8; a new socket beyond that closes the oldest of
 *   the same credential with 4008 'replaced';
 * - one remote address 200 (a tenth of the box), of which tablets at most 150; beyond that the
 *   upgrade is refused with HTTP 429;
 * - the box 2000, of which tablets at most 1500, so staff screens always find room; beyond that
 *   the upgrade is refused with HTTP 503.
 * Close codes (realtime-protocol.ts, which the UI reads without zod):
 * - 4001 'revoked': the login or tablet credential ended (logout, password change or reset,
 *   disabled account, the table paired to another tablet or the tablet moved to another table),
 *   at once when that change commits, or at the 30 s heartbeat for what ends by itself (an idle
 *   session, a stopped table). Reconnecting gets 401, and the page's next API call sends the user
 *   to login as any 401 does.
 * - 4008 'replaced': a newer socket of the same credential took this one's place. The client must
 *   not reconnect on its own, or two tabs would replace each other forever; it polls as when the
 *   connection is down and reconnects when the user asks or the page is shown again.
 * Any other close (a lost network, a ping unanswered for 30 s, the box restarting) is retried
 * with backoff.
 */
export const zServerMessage = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('hello'),
    protocol: z.literal(REALTIME_PROTOCOL_VERSION),
    seq: z.literal(0),
    stream: z.string(),
    eventSeq: z.number().int(),
    snapshot: z.boolean(),
  }),
  z.object({
    kind: z.literal('events'),
    seq: z.number().int().min(1),
    events: z.array(zRealtimeEvent).min(1),
  }),
]);
export type ServerMessage = z.infer<typeof zServerMessage>;
