import { optionSummary } from '@contract/option-rules';
import type { OrderItem } from '@contract/orders';

const parsed = new Map<string, string>();

/** An item label as plain text: labels may hold HTML (SPEC.md), a staff list shows only its words. */
export function plainLabel(label: string): string {
  let text = parsed.get(label);
  if (text === undefined) {
    // DOMParser builds an inert document: nothing in it loads or runs.
    text = (new DOMParser().parseFromString(label, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim();
    parsed.set(label, text);
  }
  return text;
}

/** A line's item with its options, where a name must tell variants apart (buttons, toasts): 焼き鳥（タレ）. */
export function variantName(line: { menuitems: Pick<OrderItem['menuitems'], 'label'>; options: OrderItem['options'] }): string {
  const name = plainLabel(line.menuitems.label);
  return line.options.length > 0 ? `${name}（${optionSummary(line.options)}）` : name;
}
