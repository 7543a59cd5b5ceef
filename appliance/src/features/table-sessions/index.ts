import type { Feature } from '../../shared/feature';
import { shiftOpenVisits } from './clock-step';
import { createTableSessionRoutes } from './table-sessions.routes';

/** What table-sessions brings to the box. */
export const feature: Feature = { name: 'table-sessions', routes: createTableSessionRoutes, clockStepped: shiftOpenVisits };
