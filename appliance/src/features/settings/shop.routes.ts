import { EndpointRoutes, endpoint } from '../../http/endpoint-route';
import type { AppDeps } from '../../shared/deps';
import { companyDetails, SETTING, shopName } from '../../shared/shop-settings';

export function createShopRoutes(deps: AppDeps): EndpointRoutes {
  const router = new EndpointRoutes();
  const shop = () => ({
    shop: {
      name: shopName(deps.settings),
      company: companyDetails(deps.settings),
      mailRelay: deps.config.smtp !== undefined,
    },
  });

  endpoint(router, 'shop.info', shop);
  // The owner corrects the name and the company later (they print on every receipt).
  endpoint(router, 'shop.update', ({ body }) => {
    deps.settings.set(SETTING.shopName, body.shopName);
    deps.settings.set(SETTING.company, body.company);
    return shop();
  });

  return router;
}
