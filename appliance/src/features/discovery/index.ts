/** What the command line may use of discovery: the box's LAN addresses and its mDNS announcement. */
import type { Feature } from '../../shared/feature';

export { isLanReachable, lanIpv4Addresses } from './lan-addresses';
export { startAnnouncer } from './mdns-announcer';

/** Discovery brings nothing to the running box itself: `cli/serve.ts` announces it. */
export const feature: Feature = { name: 'discovery' };
