import type { AppDeps } from '../../shared/deps';
import type { Feature } from '../../shared/feature';
import { tapRecordedEvents } from '../../shared/write';
import { factTap } from './fact-tap';
import { createHqLinkRoutes } from './hq-link.routes';
import { HqLinkStore } from './hq-link-store';
import { Uploader, type UploaderOptions } from './uploader';

/** Applying a version of the chain's menu (tests drive it with their own documents). */
export { applyChainMenu } from './chain-menu-apply';
export { chainItemOf } from './chain-menu-source';
export type { UploaderOptions } from './uploader';

declare module '../../shared/feature' {
  interface FeatureOptions {
    /** The uploader's timings (tests shorten them). */
    hqLink?: Partial<UploaderOptions>;
  }
}

/** One enrolment and one uploader per box. */
const links = new WeakMap<AppDeps, { store: HqLinkStore; uploader: Uploader }>();

function hqLinkOf(deps: AppDeps): { store: HqLinkStore; uploader: Uploader } {
  let link = links.get(deps);
  if (!link) {
    const store = new HqLinkStore(deps.settings);
    link = { store, uploader: new Uploader(deps, store) };
    links.set(deps, link);
  }
  return link;
}

/**
 * The chain's headquarters (issue 36), the box's side: enrolment on /admin, the outbox of facts fed
 * by the domain events in their transactions, and the uploader that sends it. The box never waits
 * for headquarters: with it down, unreachable or never enrolled, the shop runs as before.
 */
export const feature: Feature = {
  name: 'hq-link',
  routes(deps) {
    const { store, uploader } = hqLinkOf(deps);
    return createHqLinkRoutes(deps, store, uploader);
  },
  start(deps, options) {
    const { store, uploader } = hqLinkOf(deps);
    const untap = tapRecordedEvents(
      deps.db,
      factTap(deps, store, () => uploader.factRecorded()),
    );
    uploader.start(options.hqLink);
    return {
      async stop() {
        untap();
        await uploader.stop();
      },
    };
  },
};
