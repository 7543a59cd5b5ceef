import { ROLE, ROLES } from '../../contract/constants';

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

/** A role the caller may give an account: known, visible to them, and not above their own. */
export function canAssignRole(callerRole: number, role: number): boolean {
  return ROLES.some((r) => r === role) && canSeeRole(callerRole, role) && role <= callerRole;
}
