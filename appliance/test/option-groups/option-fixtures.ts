import type { OptionGroup, OptionGroupCreateBody } from '../../src/contract/option-groups';
import { createOptionGroup } from '../../src/features/option-groups/option-groups.service';
import type { TestBox } from '../helpers/test-box';

type GroupInput = Omit<OptionGroupCreateBody, 'name' | 'choices'> & {
  name?: string;
  choices: OptionGroupCreateBody['choices'];
};

let made = 0;

/** An option group written as the owner's screen would (menu.changed recorded, so menus reload). */
export function addOptionGroup(box: TestBox, group: GroupInput): OptionGroup {
  made += 1;
  return createOptionGroup(box.deps, { ...group, name: group.name ?? `group-${made}-${group.label}` });
}

/** A choice's id by its label. */
export function choiceId(group: OptionGroup, label: string): number {
  const choice = group.choices.find((c) => c.label === label);
  if (!choice) throw new Error(`no choice ${label} in ${group.label}`);
  return choice.id;
}

/** 焼き方: 塩 or タレ, one of them required, no default (the skewers' group). */
export function addYakikata(box: TestBox, itemIds: number[]): OptionGroup {
  return addOptionGroup(box, {
    label: '焼き方',
    min_picks: 1,
    max_picks: 1,
    choices: [
      { label: '塩', price_delta: 0 },
      { label: 'タレ', price_delta: 0 },
    ],
    item_ids: itemIds,
  });
}
