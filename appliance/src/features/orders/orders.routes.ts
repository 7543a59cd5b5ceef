import { randomUUID } from 'node:crypto';
import { zIdempotencyKey } from '../../contract/orders';
import { EndpointRoutes, endpoint } from '../../http/endpoint-route';
import { AppError } from '../../shared/app-error';
import type { AppDeps } from '../../shared/deps';
import { createOrder } from './order-create.service';
import { listOrderItems, updateOrderItem } from './order-items.service';

/** Orders from tablets (or staff for a table) and the staff order list; no page password. */
export function createOrderRoutes(deps: AppDeps): EndpointRoutes {
  const router = new EndpointRoutes();

  endpoint(router, 'order.create', ({ req, actor, body }) => {
    const header = req.get('Idempotency-Key');
    // Without a key every request is its own order (see zIdempotencyKey).
    const key =
      header === undefined ? { success: true as const, data: `box-${randomUUID()}` } : zIdempotencyKey.safeParse(header);
    if (!key.success) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
    return createOrder(deps, actor, key.data, body);
  });

  endpoint(router, 'orderItem.list', ({ res, actor, query }) => {
    res.setHeader('Cache-Control', 'no-store');
    return listOrderItems(deps, actor, query);
  });

  endpoint(router, 'orderItem.update', ({ actor, body }) => updateOrderItem(deps, actor, body));

  return router;
}
