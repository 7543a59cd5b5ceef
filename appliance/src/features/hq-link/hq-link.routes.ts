import { EndpointRoutes, endpoint } from '../../http/endpoint-route';
import type { AppDeps } from '../../shared/deps';
import { enrolWithHq, hqLinkStatus, leaveHq } from './hq-link.service';
import type { HqLinkStore } from './hq-link-store';
import { applyPendingMenu, sendMenuSource } from './menu-sync';
import type { Uploader } from './uploader';

export function createHqLinkRoutes(deps: AppDeps, link: HqLinkStore, uploader: Uploader): EndpointRoutes {
  const router = new EndpointRoutes();
  const status = () => ({ hqLink: hqLinkStatus(deps, link, uploader) });

  endpoint(router, 'hqLink.get', ({ res }) => {
    res.setHeader('Cache-Control', 'no-store');
    return status();
  });

  endpoint(router, 'hqLink.enrol', async ({ body }) => {
    await enrolWithHq(deps, link, uploader, body);
    return status();
  });

  endpoint(router, 'hqLink.sendMenu', async () => {
    await sendMenuSource(deps, link, uploader.hqNow(), 10_000);
    return status();
  });

  endpoint(router, 'hqLink.applyMenu', async () => {
    await applyPendingMenu(deps, link, uploader.hqNow(), 10_000);
    return status();
  });

  endpoint(router, 'hqLink.leave', () => {
    leaveHq(deps, link);
    return status();
  });

  return router;
}
