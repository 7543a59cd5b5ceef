import { MAX_LINE_QUANTITY } from '../../contract/constants';
import type { ItemOptionGroup } from '../../contract/option-groups';
import {
  type ChosenOption,
  chosenOptions,
  defaultChoiceIds,
  lineKey,
  optionProblems,
  optionUnitPrice,
  planChargedPrice,
} from '../../contract/option-rules';
import { AppError } from '../../shared/app-error';
import type { CartLine } from './order-cart';

/** A cart line made concrete: the choices it gets, priced and frozen, and its note. */
export interface ResolvedLine {
  id: number;
  quantity: number;
  options: ChosenOption[];
  note: string | null;
  /** The item's price with the options' deltas. */
  unitPrice: number;
  /** What a unit costs when a plan frees it. */
  planCharge: number;
}

interface ItemForOptions {
  id: number;
  price: number;
  acceptsNote: number;
}

/**
 * Checks and prices every line's choices: left out, the item's defaults; of the item and within
 * each group's min and max, else 400 OPTION_INVALID; on sale, else 409 OPTION_UNAVAILABLE (both
 * naming the items). A tablet may write a note only on items that take one. Lines that come out
 * the same (item, choices, note) are one line.
 */
export function resolveLines(
  lines: readonly CartLine[],
  items: ReadonlyMap<number, ItemForOptions>,
  groupsOf: ReadonlyMap<number, readonly ItemOptionGroup[]>,
  fromTablet: boolean,
): ResolvedLine[] {
  const invalid = new Set<number>();
  const soldOutItems = new Set<number>();
  const soldOutChoices = new Set<number>();
  const resolved = new Map<string, ResolvedLine>();
  for (const line of lines) {
    const item = items.get(line.id)!;
    const groups = groupsOf.get(line.id) ?? [];
    const chosen = line.options ?? defaultChoiceIds(groups);
    const problems = optionProblems(groups, chosen);
    for (const problem of problems) {
      if (problem.kind === 'soldOut') {
        soldOutItems.add(line.id);
        soldOutChoices.add(problem.choiceId);
      } else invalid.add(line.id);
    }
    if (line.note && fromTablet && item.acceptsNote !== 1) {
      throw new AppError('VALIDATION', {
        extras: { issues: [{ path: 'orderItemsData.items.note', message: `item ${line.id} takes no note` }] },
      });
    }
    if (problems.length > 0) continue;
    const options = chosenOptions(groups, chosen);
    const note = line.note ?? null;
    const key = lineKey(
      line.id,
      options.map((o) => o.choice_id),
      note,
    );
    const same = resolved.get(key);
    if (same) same.quantity += line.quantity;
    else {
      resolved.set(key, {
        id: line.id,
        quantity: line.quantity,
        options,
        note,
        unitPrice: optionUnitPrice(item.price, options),
        planCharge: planChargedPrice(options),
      });
    }
  }
  if (invalid.size > 0) throw new AppError('OPTION_INVALID', { extras: { itemIds: [...invalid] } });
  if (soldOutItems.size > 0) {
    throw new AppError('OPTION_UNAVAILABLE', { extras: { itemIds: [...soldOutItems], choiceIds: [...soldOutChoices] } });
  }
  const result = [...resolved.values()];
  const overCap = result.filter((line) => line.quantity > MAX_LINE_QUANTITY);
  if (overCap.length > 0) {
    const issues = overCap.map((line) => ({
      path: 'orderItemsData.items',
      message: `item ${line.id}: merged quantity over the limit`,
    }));
    throw new AppError('VALIDATION', { extras: { issues } });
  }
  return result;
}
