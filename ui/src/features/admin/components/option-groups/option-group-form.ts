import type { OptionGroup, OptionGroupCreateBody } from '@contract/option-groups';
import { OPTION_LIMITS } from '@contract/option-rules';

/*
 * The option group editor's state and its rules, pure: the form as the owner fills it in, the
 * request it becomes, and what is wrong with it (the box checks the same again).
 */

export interface ChoiceDraft {
  /** The choice's id when it exists on the box: sent back so it keeps its 品切れ and its place in carts. */
  id?: number;
  /** A key for the screen's list, stable while the owner reorders. */
  key: string;
  label: string;
  deltaText: string;
  isDefault: boolean;
  soldOut: boolean;
  planCharged: boolean;
}

export interface GroupForm {
  id?: number;
  label: string;
  name: string;
  required: boolean;
  /** How many a guest may pick: 1 is a single choice. */
  maxText: string;
  sortText: string;
  choices: ChoiceDraft[];
  menuIds: number[];
  itemIds: number[];
}

let nextKey = 0;
const newKey = () => `c${++nextKey}`;

export function emptyChoice(): ChoiceDraft {
  return { key: newKey(), label: '', deltaText: '0', isDefault: false, soldOut: false, planCharged: false };
}

/** A new group (two empty choices, one pick, optional) or the form of an existing one. */
export function formOf(group?: OptionGroup): GroupForm {
  if (!group) {
    return {
      label: '',
      name: '',
      required: false,
      maxText: '1',
      sortText: '',
      choices: [emptyChoice(), emptyChoice()],
      menuIds: [],
      itemIds: [],
    };
  }
  return {
    id: group.id,
    label: group.label,
    name: group.name,
    required: group.min_picks > 0,
    maxText: String(group.max_picks),
    sortText: String(group.sort_order),
    choices: group.choices.map((choice) => ({
      id: choice.id,
      key: newKey(),
      label: choice.label,
      deltaText: String(choice.price_delta),
      isDefault: choice.is_default === 1,
      soldOut: choice.flag === 0,
      planCharged: choice.plan_charged === 1,
    })),
    menuIds: group.menu_ids,
    itemIds: group.item_ids,
  };
}

const INT = /^-?\d+$/;

/** A yen amount as typed (half- or full-width digits, a leading − or -), or null. */
export function parseYen(text: string): number | null {
  const ascii = text
    .trim()
    .replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/^[−ー－]/, '-')
    .replace(/^\+/, '');
  return INT.test(ascii) ? Number(ascii) : null;
}

/** What must be fixed before saving, in the owner's words; empty: ready. */
export function formProblems(form: GroupForm): string[] {
  const problems: string[] = [];
  if (form.label.trim() === '') problems.push('表示名を入力してください。');
  if (form.name.trim() === '') problems.push('管理名を入力してください。');
  const filled = form.choices.filter((c) => c.label.trim() !== '');
  if (filled.length === 0) problems.push('選択肢を1つ以上入力してください。');
  if (form.choices.some((c) => c.label.trim() === '' && c.id !== undefined)) problems.push('名前のない選択肢があります。');
  const labels = filled.map((c) => c.label.trim());
  if (new Set(labels).size !== labels.length) problems.push('同じ名前の選択肢があります。');
  const max = parseYen(form.maxText);
  if (max === null || max < 1) problems.push('選べる数は1以上の数で入力してください。');
  else if (max > filled.length) problems.push('選べる数が選択肢の数を超えています。');
  if (max !== null && filled.filter((c) => c.isDefault).length > max)
    problems.push('最初から選択する数が選べる数を超えています。');
  for (const choice of filled) {
    const delta = parseYen(choice.deltaText);
    if (delta === null || delta < OPTION_LIMITS.deltaMin || delta > OPTION_LIMITS.deltaMax) {
      problems.push(`「${choice.label.trim()}」の価格差を数字で入力してください。`);
    }
  }
  if (form.sortText.trim() !== '' && parseYen(form.sortText) === null) problems.push('並び順は数字で入力してください。');
  return problems;
}

/** The request the form becomes (call only when formProblems is empty); blank new choices are left out. */
export function bodyOf(form: GroupForm): OptionGroupCreateBody & { id?: number } {
  const choices = form.choices
    .filter((c) => c.label.trim() !== '')
    .map((c) => ({
      ...(c.id === undefined ? {} : { id: c.id }),
      label: c.label.trim(),
      price_delta: parseYen(c.deltaText) ?? 0,
      is_default: c.isDefault ? (1 as const) : (0 as const),
      flag: c.soldOut ? (0 as const) : (1 as const),
      plan_charged: c.planCharged ? (1 as const) : (0 as const),
    }));
  const sort = parseYen(form.sortText);
  return {
    ...(form.id === undefined ? {} : { id: form.id }),
    label: form.label.trim(),
    name: form.name.trim(),
    min_picks: form.required ? 1 : 0,
    max_picks: parseYen(form.maxText) ?? 1,
    ...(sort === null ? {} : { sort_order: sort }),
    choices,
    menu_ids: form.menuIds,
    item_ids: form.itemIds,
  };
}

/** The choice moved one place up (-1) or down (+1); at an end it stays. */
export function moveChoice(choices: readonly ChoiceDraft[], key: string, by: -1 | 1): ChoiceDraft[] {
  const from = choices.findIndex((c) => c.key === key);
  const to = from + by;
  if (from < 0 || to < 0 || to >= choices.length) return [...choices];
  const next = [...choices];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** In a single-choice group, one default at most: marking one unmarks the others. */
export function setDefault(form: GroupForm, key: string, on: boolean): ChoiceDraft[] {
  const single = parseYen(form.maxText) === 1;
  return form.choices.map((c) => {
    if (c.key === key) return { ...c, isDefault: on };
    return single && on ? { ...c, isDefault: false } : c;
  });
}

/** '+¥110', '−¥50' or '' as the list shows a choice's price difference. */
export function deltaLabel(delta: number, yen: (n: number) => string): string {
  if (delta === 0) return '';
  return delta > 0 ? `+${yen(delta)}` : `−${yen(-delta)}`;
}
