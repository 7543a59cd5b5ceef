import { EndpointRoutes, endpoint } from '../../http/endpoint-route';
import type { AppDeps } from '../../shared/deps';
import { companyDetails, shopName } from '../../shared/shop-settings';

export function createShopRoutes(deps: AppDeps): EndpointRoutes {
  const router = new EndpointRoutes();

  endpoint(router, 'shop.info', () => ({
    shop: {
      name: shopName(deps.settings),
      company: companyDetails(deps.settings),
      mailRelay: deps.config.smtp !== undefined,
    },
  }));

  return router;
}
