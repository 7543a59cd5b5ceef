import type { Feature } from '../../shared/feature';
import { shiftPairingCodes } from './clock-step';
import { createPairingRoutes } from './pairing.routes';

/** What the rest of the box may use of pairing: purging expired tokens (a job) and the box's LAN address (the command line). */
export { deviceTable, purgeExpiredPairingTokens } from './pairing.service';
export { arrivalAddress, firstLanIpv4, pairingBaseUrl } from './pairing-url';

/** What pairing brings to the box. */
export const feature: Feature = { name: 'pairing', routes: createPairingRoutes, clockStepped: shiftPairingCodes };
