import { SERVICE_MENU_ID } from '@contract/constants';
import type { OrderItem } from '@contract/orders';

/**
 * A line still to bring to the table before the bill: ordered or ready, not served nor cancelled,
 * and food (a service request such as 取り皿 is not). The one place to switch to the shared
 * not-food rule once `contract/` has it (plan lines and 延長 are not food either; a line here
 * does not say whether it is one).
 */
export function isUnserved(line: Pick<OrderItem, 'state' | 'menuitems'>): boolean {
  if (line.state === 'served' || line.state === 'cancelled') return false;
  return line.menuitems.menu_id !== SERVICE_MENU_ID;
}

export function unservedLines<T extends Pick<OrderItem, 'state' | 'menuitems'>>(lines: readonly T[]): T[] {
  return lines.filter(isUnserved);
}
