import type { ItemOptionGroup } from '@contract/option-groups';
import { CHOICE_ON_SALE, isRequired, isSingleChoice, optionProblems } from '@contract/option-rules';

/*
 * Picking choices in an item's detail (diner tablet and staff handy alike): pure, so the rules of a
 * tap are tested without a DOM. The box checks the same rules again (contract/option-rules.ts).
 */

/**
 * A tap on a choice: in a single-choice group it becomes the one picked (a tap on the picked one
 * of an optional group takes it back); in a multiple-choice group it is added or taken back, and
 * a choice past the group's maximum is not added. Sold-out choices cannot be picked.
 */
export function toggleChoice(
  groups: readonly ItemOptionGroup[],
  chosen: readonly number[],
  groupId: number,
  choiceId: number,
): number[] {
  const group = groups.find((g) => g.id === groupId);
  const choice = group?.choices.find((c) => c.id === choiceId);
  if (!group || !choice) return [...chosen];
  const inGroup = new Set(group.choices.map((c) => c.id));
  const picked = chosen.includes(choiceId);
  if (picked) {
    if (isSingleChoice(group) && isRequired(group)) return [...chosen];
    return chosen.filter((id) => id !== choiceId);
  }
  if (choice.flag !== CHOICE_ON_SALE) return [...chosen];
  if (isSingleChoice(group)) return [...chosen.filter((id) => !inGroup.has(id)), choiceId];
  const count = chosen.filter((id) => inGroup.has(id)).length;
  return count >= group.max_picks ? [...chosen] : [...chosen, choiceId];
}

/** The required groups still short of their minimum, in display order: what the add button waits for. */
export function missingGroups(groups: readonly ItemOptionGroup[], chosen: readonly number[]): ItemOptionGroup[] {
  const short = new Set(
    optionProblems(groups, chosen).flatMap((problem) => (problem.kind === 'required' ? [problem.groupId] : [])),
  );
  return groups.filter((group) => short.has(group.id));
}

/** True when the box would take these choices for the item. */
export function choicesComplete(groups: readonly ItemOptionGroup[], chosen: readonly number[]): boolean {
  return optionProblems(groups, chosen).length === 0;
}
