import type { Feature } from '../../shared/feature';
import { shiftPairingCodes } from './clock-step';
import { createPairingRoutes } from './pairing.routes';

/** What the rest of the box may use of pairing: purging expired tokens (a job) and the box's LAN address (the command line). */
export { purgeExpiredPairingTokens } from './pairing.service';
export { firstLanIpv4 } from './pairing-url';

/** What pairing brings to the box. */
export const feature: Feature = { name: 'pairing', routes: createPairingRoutes, clockStepped: shiftPairingCodes };
