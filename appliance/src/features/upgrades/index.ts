/** What the rest of the box may use of upgrades: installing a release bundle (the CLI's `upgrade`). */
import type { Feature } from '../../shared/feature';
import { createUpgradeRoutes } from './upgrades.routes';

export { writeReleaseBundle } from './release-bundle';
export { generateReleaseKeyPair } from './release-keys';
export { bundleFileName } from './release-manifest';
export { readReleaseState, slotVersion } from './release-slots';
export { installRelease } from './upgrade.service';

/** Upgrades: the owner's view of the release slots and the upload of a signed release. */
export const feature: Feature = { name: 'upgrades', routes: createUpgradeRoutes };
