import { Router } from 'express';
import type { AppDeps } from '../../http/deps';
import { endpoint } from '../../http/endpoint-route';
import { companyDetails, shopName } from './shop-settings';

export function createShopRoutes(deps: AppDeps): Router {
  const router = Router();

  endpoint(router, 'shop.info', () => ({
    shop: {
      name: shopName(deps.settings),
      company: companyDetails(deps.settings),
      mailRelay: deps.config.smtp !== undefined,
    },
  }));

  return router;
}
