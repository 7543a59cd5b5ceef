import { ROLE, ROLES } from './constants';

/**
 * The highest role a caller may see (SPEC.md sections 5 and 6): role 22 sees every account,
 * 21 all but 22, everyone else neither 21 nor 22. A ceiling, so SQL can filter with `role <= n`.
 */
export function visibleRoleCeiling(callerRole: number): number {
  if (callerRole >= ROLE.system) return Number.MAX_SAFE_INTEGER;
  if (callerRole >= ROLE.developer) return ROLE.system - 1;
  return ROLE.developer - 1;
}

export function canSeeRole(callerRole: number, targetRole: number): boolean {
  return targetRole <= visibleRoleCeiling(callerRole);
}

/** The known roles a caller may see, for role filters and the role picker. */
export function visibleRoles(callerRole: number): number[] {
  return ROLES.filter((role) => canSeeRole(callerRole, role));
}

/**
 * Roles the caller may give an account: SPEC.md shows the developer option only to role 22, so
 * only 22 gives 21 or 22; everyone else gives 11.
 */
export function assignableRoles(callerRole: number): number[] {
  return callerRole >= ROLE.system ? [...ROLES] : [ROLE.admin];
}

export function canAssignRole(callerRole: number, role: number): boolean {
  return assignableRoles(callerRole).includes(role);
}

/**
 * Whether the caller may act for another account: take over what its credentials do (its login
 * email, its role, a link that sets its password or moves its login). Only for accounts of a
 * lower role: peers may not act for each other, so one role-21 account cannot become another,
 * nor the one role-22 owner. Oneself is no "other account" and is decided by each call.
 */
export function canActFor(callerRole: number, targetRole: number): boolean {
  return canSeeRole(callerRole, targetRole) && targetRole < callerRole;
}

/** The highest role the caller may act for, for SQL's `role <= n`. */
export function actForCeiling(callerRole: number): number {
  return Math.min(visibleRoleCeiling(callerRole), callerRole - 1);
}
