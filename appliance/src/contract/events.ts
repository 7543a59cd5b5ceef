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
