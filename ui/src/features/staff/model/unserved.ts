import { isFoodLine, type LineKindFacts } from '@contract/line-kinds';
import type { OrderItem } from '@contract/orders';

type UnservedFacts = Pick<OrderItem, 'state'> & LineKindFacts;

/**
 * A line still to bring to the table before the bill: ordered or ready, not served nor cancelled,
 * and food (`isFoodLine`: a plan, a 延長 or a service request such as 取り皿 is nothing to carry).
 */
export function isUnserved(line: UnservedFacts): boolean {
  if (line.state === 'served' || line.state === 'cancelled') return false;
  return isFoodLine(line);
}

export function unservedLines<T extends UnservedFacts>(lines: readonly T[]): T[] {
  return lines.filter(isUnserved);
}
