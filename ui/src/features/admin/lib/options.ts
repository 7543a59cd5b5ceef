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

/** Roles a caller may see in lists and filters, and give in the register and edit cards: the box's rules. */
export { assignableRoles, visibleRoles } from '@contract/role-rules';
