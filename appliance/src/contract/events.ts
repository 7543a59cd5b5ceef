import { z } from 'zod';

/** Version of the realtime protocol on /v1/events; bumped when an event's shape changes. */
export const REALTIME_PROTOCOL_VERSION = 1;

/**
 * Events the box pushes on /v1/events. Staff receive every event; a tablet only those of its own
 * table (`diningTableId`) and shop-wide menu changes. `seq` grows by one per event, so a client
 * that sees a gap reloads a fresh snapshot.
 */
export const zDomainEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('order.created'),
    diningTableId: z.number().int(),
    tableSessionId: z.number().int(),
    orderId: z.number().int(),
    staffCall: z.boolean(),
  }),
  z.object({
    type: z.literal('orderItem.updated'),
    diningTableId: z.number().int(),
    tableSessionId: z.number().int(),
    orderItemId: z.number().int(),
    status: z.number().int(),
  }),
  z.object({
    type: z.literal('tableSession.updated'),
    diningTableId: z.number().int(),
    tableSessionId: z.number().int(),
    status: z.number().int(),
    confirmFlag: z.number().int(),
    /** started, billRequested, billAcknowledged, paid, reopened */
    change: z.enum(['started', 'billRequested', 'billAcknowledged', 'paid', 'reopened']),
  }),
  z.object({ type: z.literal('menu.changed'), menuItemId: z.number().int().nullable() }),
]);
export type DomainEvent = z.infer<typeof zDomainEvent>;

export const zRealtimeMessage = z.object({ seq: z.number().int(), at: z.number().int(), event: zDomainEvent });
export type RealtimeMessage = z.infer<typeof zRealtimeMessage>;

/**
 * What the box sends on the socket: first a `hello` with the protocol version and the current
 * sequence number (the client loads a fresh snapshot then), then one `event` per domain event.
 * `seq` is shop-wide, so a tablet sees gaps for other tables' events; staff see every number and
 * reload a snapshot when one is missing.
 */
export const zServerMessage = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('hello'), protocol: z.literal(REALTIME_PROTOCOL_VERSION), seq: z.number().int() }),
  zRealtimeMessage.extend({ kind: z.literal('event') }),
]);
export type ServerMessage = z.infer<typeof zServerMessage>;
