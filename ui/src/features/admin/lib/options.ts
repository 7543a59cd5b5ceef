import { ROLE } from '@contract/constants';

export interface Option {
  value: number;
  label: string;
}

/** Select options in the given order from a value-to-label map. */
export function optionsOf(labels: Record<number, string>, order: readonly number[]): Option[] {
  return order.map((value) => ({ value, label: labels[value] ?? String(value) }));
}

/** A select's '' means "every status"; anything else is the number. */
export function parseOptional(value: string): number | null {
  return value === '' ? null : Number(value);
}

/**
 * Roles a caller may see in lists and filters (SPEC.md section 5): 22 all, 21 all but 22, others
 * neither 21 nor 22.
 */
export function visibleRoles(callerRole: number): number[] {
  if (callerRole >= ROLE.system) return [ROLE.admin, ROLE.developer, ROLE.system];
  if (callerRole >= ROLE.developer) return [ROLE.admin, ROLE.developer];
  return [ROLE.admin];
}

/** Roles a caller may give in the register and edit cards: the developer option only for 22. */
export function assignableRoles(callerRole: number): number[] {
  return callerRole >= ROLE.system ? [ROLE.admin, ROLE.developer, ROLE.system] : [ROLE.admin];
}
