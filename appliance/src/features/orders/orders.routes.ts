import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { zIdempotencyKey, zOrderCreateBody, zOrderItemListQuery, zOrderItemUpdateBody } from '../../contract/orders';
import { AppError } from '../../http/app-error';
import { dinerOrStaffOf, staffOf } from '../../http/auth-middleware';
import type { AppDeps } from '../../http/deps';
import { parseBody, parseQuery } from '../../http/validate';
import { createOrder } from './order-create.service';
import { listOrderItems, updateOrderItem } from './order-items.service';

/** Orders from tablets (or staff for a table) and the staff order list; no page password. */
export function createOrderRoutes(deps: AppDeps): Router {
  const router = Router();

  router.post('/order/create', (req, res) => {
    const caller = dinerOrStaffOf(req);
    const header = req.get('Idempotency-Key');
    // Without a key every request is its own order (see zIdempotencyKey).
    const key =
      header === undefined ? { success: true as const, data: `box-${randomUUID()}` } : zIdempotencyKey.safeParse(header);
    if (!key.success) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
    res.json(createOrder(deps, caller, key.data, parseBody(zOrderCreateBody, req)));
  });

  router.get('/orderitem/get/list', (req, res) => {
    const caller = dinerOrStaffOf(req);
    res.setHeader('Cache-Control', 'no-store');
    res.json(listOrderItems(deps, caller, parseQuery(zOrderItemListQuery, req)));
  });

  router.post('/orderitem/update', (req, res) => {
    const staff = staffOf(req);
    res.json(updateOrderItem(deps, staff, parseBody(zOrderItemUpdateBody, req)));
  });

  return router;
}
