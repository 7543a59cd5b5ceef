import type { Feature } from '../../shared/feature';
import { createGuestRoutes } from './guests.routes';

/** Guests' own phones (issue 35): a visit's QR code, and phones joining the visit by it. */
export const feature: Feature = { name: 'guests', routes: createGuestRoutes };
