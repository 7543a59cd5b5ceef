import type { Feature } from '../../shared/feature';
import { createAuthRoutes } from './auth.routes';
import { shiftSessions } from './clock-step';

/** What auth brings to the box. */
export const feature: Feature = { name: 'auth', routes: createAuthRoutes, clockStepped: shiftSessions };
