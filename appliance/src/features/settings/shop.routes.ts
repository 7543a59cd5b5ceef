import { Router } from 'express';
import type { ShopInfoResponse } from '../../contract/shop';
import type { AppDeps } from '../../http/deps';
import { companyDetails, shopName } from './shop-settings';

export function createShopRoutes(deps: AppDeps): Router {
  const router = Router();

  router.get('/shop/info', (_req, res) => {
    res.json({
      shop: {
        name: shopName(deps.settings),
        company: companyDetails(deps.settings),
        mailRelay: deps.config.smtp !== undefined,
      },
    } satisfies ShopInfoResponse);
  });

  return router;
}
