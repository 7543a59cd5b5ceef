/**
 * Item options (焼き方 塩/タレ, ご飯の量 大盛り +110, 氷なし): the rules of choosing and pricing, one
 * copy for the box, which decides, and the screens, which show the same answer before sending.
 * No zod here: the tablet's item detail reads it.
 */

/** Limits of option groups and of a line's free note. */
export const OPTION_LIMITS = {
  /** Choices in one group. */
  choicesPerGroup: 30,
  /** Groups one item may show (its genre's and its own). */
  groupsPerItem: 20,
  /** A choice's price delta, tax-included yen either way. */
  deltaMin: -100_000,
  deltaMax: 100_000,
  /** Choice ids one order line may carry. */
  choicesPerLine: 60,
  /** Items and genres one group may be attached to. */
  attachments: 2_000,
} as const;

/** A line's free note (ネギ抜き, アレルギー: えび): short, one line, shown to the kitchen as typed. */
export const ORDER_NOTE_MAX = 50;

/** A choice as the item detail offers it. `flag` 1 on sale, 0 sold out (品切れ). */
export interface OptionChoiceRule {
  id: number;
  label: string;
  price_delta: number;
  /** 1: picked when the detail opens (and for a client that sends no options). */
  is_default: number;
  flag: number;
  /** 1: still charged when a plan makes the item free (a premium upgrade in 飲み放題). */
  plan_charged: number;
}

/** A group of choices. Required when `min_picks` > 0; a single choice when `max_picks` is 1. */
export interface OptionGroupRule {
  id: number;
  label: string;
  min_picks: number;
  max_picks: number;
  choices: readonly OptionChoiceRule[];
}

/** A choice as it was ordered: names and delta frozen on the line, like its unit price. */
export interface ChosenOption {
  choice_id: number;
  group_label: string;
  label: string;
  price_delta: number;
  plan_charged: boolean;
}

export type OptionProblem =
  | { kind: 'required'; groupId: number }
  | { kind: 'tooMany'; groupId: number }
  | { kind: 'notOfItem'; choiceId: number }
  | { kind: 'repeated'; choiceId: number }
  | { kind: 'soldOut'; choiceId: number };

export const CHOICE_ON_SALE = 1;

export function isRequired(group: Pick<OptionGroupRule, 'min_picks'>): boolean {
  return group.min_picks > 0;
}

export function isSingleChoice(group: Pick<OptionGroupRule, 'max_picks'>): boolean {
  return group.max_picks === 1;
}

/** What a line gets when nothing was chosen: each group's on-sale defaults, within its maximum. */
export function defaultChoiceIds(groups: readonly OptionGroupRule[]): number[] {
  return groups.flatMap((group) =>
    group.choices
      .filter((choice) => choice.is_default === 1 && choice.flag === CHOICE_ON_SALE)
      .slice(0, group.max_picks)
      .map((choice) => choice.id),
  );
}

/**
 * Everything wrong with choosing these ids for an item with these groups: ids of no group of the
 * item, an id twice, a sold-out choice, a group under its minimum or over its maximum. Empty: fine.
 */
export function optionProblems(groups: readonly OptionGroupRule[], chosenIds: readonly number[]): OptionProblem[] {
  const problems: OptionProblem[] = [];
  const groupOf = new Map<number, { group: OptionGroupRule; choice: OptionChoiceRule }>();
  for (const group of groups) for (const choice of group.choices) groupOf.set(choice.id, { group, choice });
  const seen = new Set<number>();
  const picks = new Map<number, number>();
  for (const id of chosenIds) {
    const found = groupOf.get(id);
    if (!found) problems.push({ kind: 'notOfItem', choiceId: id });
    else if (seen.has(id)) problems.push({ kind: 'repeated', choiceId: id });
    else {
      if (found.choice.flag !== CHOICE_ON_SALE) problems.push({ kind: 'soldOut', choiceId: id });
      picks.set(found.group.id, (picks.get(found.group.id) ?? 0) + 1);
    }
    seen.add(id);
  }
  for (const group of groups) {
    const count = picks.get(group.id) ?? 0;
    if (count < group.min_picks) problems.push({ kind: 'required', groupId: group.id });
    if (count > group.max_picks) problems.push({ kind: 'tooMany', groupId: group.id });
  }
  return problems;
}

/** The chosen choices in the order the item shows them (group by group), frozen for the line. */
export function chosenOptions(groups: readonly OptionGroupRule[], chosenIds: readonly number[]): ChosenOption[] {
  const chosen = new Set(chosenIds);
  return groups.flatMap((group) =>
    group.choices
      .filter((choice) => chosen.has(choice.id))
      .map((choice) => ({
        choice_id: choice.id,
        group_label: group.label,
        label: choice.label,
        price_delta: choice.price_delta,
        plan_charged: choice.plan_charged === 1,
      })),
  );
}

/** The line's unit price: the item's price with every chosen delta, never below 0. */
export function optionUnitPrice(basePrice: number, options: readonly Pick<ChosenOption, 'price_delta'>[]): number {
  return Math.max(
    0,
    options.reduce((sum, option) => sum + option.price_delta, basePrice),
  );
}

/**
 * What a unit still costs when a plan makes its item free: the deltas of the choices the owner
 * marked as charged even then (プレミアム生に変更 +150), never below 0.
 */
export function planChargedPrice(options: readonly Pick<ChosenOption, 'price_delta' | 'plan_charged'>[]): number {
  return Math.max(
    0,
    options.reduce((sum, option) => sum + (option.plan_charged ? option.price_delta : 0), 0),
  );
}

/** One line of a cart or an order: the same item with other choices or another note is another line. */
export function lineKey(itemId: number, choiceIds: readonly number[], note: string | null | undefined): string {
  const choices = [...new Set(choiceIds)].sort((a, b) => a - b).join(',');
  return `${itemId}|${choices}|${note ?? ''}`;
}

/**
 * A note as the box keeps it: line breaks and runs of spaces become one space, trimmed; empty is
 * none. Control characters are refused before this (the note's schema).
 */
export function normalizeNote(note: string | null | undefined): string | null {
  const text = (note ?? '').replace(/[\s\u3000]+/g, ' ').trim();
  return text === '' ? null : text;
}

/** How a line's choices read under it: 塩 / 大盛り (+¥110). */
export function optionSummary(options: readonly Pick<ChosenOption, 'label'>[]): string {
  return options.map((option) => option.label).join(' / ');
}
