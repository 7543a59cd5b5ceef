import { isFoodLine } from '@contract/line-kinds';
import type { OrderItem } from '@contract/orders';

/**
 * The lines that went to no station and are still to make: no ticket printed them and no kitchen
 * display shows them. Only food counts (`isFoodLine`: staff calls, plans and 延長 are made nowhere);
 * lines already bumped, served or cancelled are left out.
 */
export function unroutedLines(lines: readonly OrderItem[]): OrderItem[] {
  return lines.filter((line) => line.station_id === null && line.state === 'ordered' && isFoodLine(line));
}
