import type { Feature } from '../../shared/feature';
import { shiftLockoutsAndKeys } from './clock-step';
import { createUserRoutes } from './users.routes';

/** What other features may use of users: the account as screens read it, and the password rules. */
export { invalidateKeys, issueKey, KEY_TTL_MS } from './account-keys';
export { assertPasswordRules } from './password.service';
export { toUser } from './user.view';

/** What users brings to the box. */
export const feature: Feature = { name: 'users', routes: createUserRoutes, clockStepped: shiftLockoutsAndKeys };
